import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { ComplaintQrCodesView } from './ComplaintQrCodesView.tsx';
import { storyQrCodes } from './complaintsStoryData.ts';

const meta = {
  title: 'Dashboard/Customers/Complaints/ComplaintQrCodesView',
  component: ComplaintQrCodesView,
  parameters: { layout: 'fullscreen' },
  args: {
    qrCodes: storyQrCodes,
    status: 'ready',
    onRetry: fn(),
    canEdit: true,
    onGenerate: fn(async (): Promise<ApiError | null> => null),
    complaintsHref: (qr) => `/customers/complaints?f.qr=${qr.id}`,
    shown: null,
    onShow: fn(),
    onCloseShown: fn(),
  },
} satisfies Meta<typeof ComplaintQrCodesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading', qrCodes: [] } };
export const Empty: Story = { args: { qrCodes: [] } };
export const LoadError: Story = { args: { status: 'error', qrCodes: [], error: { kind: 'http', status: 500, message: 'boom' } } };
export const LongArabicContent: Story = {
  args: { qrCodes: [{ ...storyQrCodes[1]!, name: 'أكياس التوصيل الكبيرة لطلبات العائلة في رمضان — فرع القصيص', complaints: 1234 }] },
};
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(make a qr code|إنشاء رمز QR)$/i })).toBeNull();
  },
};

/** One code shown large, to scan from the screen: it carries exactly the code's address. */
export const ShownLarge: Story = {
  args: { shown: storyQrCodes[0]! },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog'));
    await expect(dialog.getByRole('img')).toHaveAttribute('data-qr-value', storyQrCodes[0]!.url);
  },
};

/** A new code is made from its place's name; the field empties for the next one. */
export const GeneratesACode: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: /^(where it will be|مكان وضعه)/i });
    await userEvent.click(name);
    await userEvent.paste('Delivery bags');
    await userEvent.click(canvas.getByRole('button', { name: /^(make a qr code|إنشاء رمز QR)$/i }));
    await expect(args.onGenerate).toHaveBeenCalledWith('Delivery bags');
    await expect(await canvas.findByRole('textbox', { name: /^(where it will be|مكان وضعه)/i })).toHaveValue('');
  },
};

/** Fifty codes is the most a shop keeps: the refusal says so and the name stays. */
export const SaveFailed: Story = {
  args: {
    onGenerate: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'max', code: 'too_many_qr_codes' })),
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: /^(where it will be|مكان وضعه)/i });
    await userEvent.click(name);
    await userEvent.paste('Table 9');
    await userEvent.click(canvas.getByRole('button', { name: /^(make a qr code|إنشاء رمز QR)$/i }));
    await expect(await canvas.findByText(/50 QR codes|50 رمز QR/i)).toBeVisible();
    await expect(name).toHaveValue('Table 9');
  },
};
