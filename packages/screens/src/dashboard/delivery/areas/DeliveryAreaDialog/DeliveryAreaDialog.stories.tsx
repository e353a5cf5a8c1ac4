import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyAreas } from '../shared/areasStoryData.ts';
import { DeliveryAreaDialog } from './DeliveryAreaDialog.tsx';

const dialog = () => within(within(document.body).getByRole('dialog'));

const names = {
  area: /^(area|المنطقة)/i,
  minOrder: /^(minimum order \(AED\)|الحد الأدنى للطلب \(درهم\))/i,
  fee: /^(delivery fee \(AED\)|رسوم التوصيل \(درهم\))/i,
  time: /^(usual delivery time|مدة التوصيل المعتادة)/i,
  threshold: /^(latest delivery time|أقصى مدة للتوصيل)/i,
  add: /^(deliver here|التوصيل إلى هنا)$/i,
  save: /^(save|حفظ)$/i,
};

async function type(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

const choices = storyAreas.filter((a) => !a.settings);

const meta = {
  title: 'Dashboard/Delivery/DeliveryAreaDialog',
  component: DeliveryAreaDialog,
  args: {
    isOpen: true,
    area: null,
    choices,
    onOpenChange: fn(),
    onSubmit: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof DeliveryAreaDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};

export const Edit: Story = { args: { area: storyAreas[2] ?? null } };

export const NarrowPhone: Story = { args: { area: storyAreas[0] ?? null }, globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Nothing chosen or typed: each field says what it needs, and nothing is sent. */
export const AddValidates: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: names.add }));
    await dialog().findByText(/^(some fields need attention\.|بعض الحقول تحتاج إلى مراجعة\.)$/i);
    await expect(dialog().getByRole('textbox', { name: names.minOrder })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog().getByText(/^(choose an area\.|اختر منطقة\.)$/i)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Arabic-Indic digits and the Arabic decimal sign are read exactly to fils; a double click sends once. */
export const EditsWithArabicDigitsExactlyAndSavesOnce: Story = {
  args: {
    area: storyAreas[0] ?? null,
    onSubmit: fn(async (): Promise<ApiError | null> => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return null;
    }),
  },
  play: async ({ args }) => {
    await type(dialog().getByRole('textbox', { name: names.minOrder }), '١٢٠٫٣٥');
    await type(dialog().getByRole('textbox', { name: names.fee }), '0.1');
    await userEvent.click(dialog().getByRole('radio', { name: /^(by distance|حسب المسافة)/i }));
    await userEvent.dblClick(dialog().getByRole('button', { name: names.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      area: 'area-1',
      minOrderFils: 12_035,
      deliveryFeeFils: 10,
      type: 'distance',
      deliveryTime: 25,
      thresholdTime: 40,
      days: [0, 1, 2, 3, 4, 5, 6],
    });
  },
};

/** A latest time shorter than the usual one, and no day: said on the fields, nothing sent. */
export const RefusesATimeBelowTheUsualOneAndNoDays: Story = {
  args: { area: storyAreas[1] ?? null },
  play: async ({ args }) => {
    await type(dialog().getByRole('textbox', { name: names.threshold }), '30');
    for (const box of dialog().getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) await userEvent.click(box);
    await userEvent.click(dialog().getByRole('button', { name: names.save }));
    await dialog().findByText(/the latest time cannot be shorter|لا يمكن أن تكون أقصى مدة أقصر/i);
    await expect(dialog().getByText(/^(choose at least one day\.|اختر يومًا واحدًا على الأقل\.)$/i)).toBeVisible();
    await expect(dialog().getByRole('textbox', { name: names.threshold })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The save failed: the dialog says why and keeps everything typed. */
export const SaveFailed: Story = {
  args: {
    area: storyAreas[0] ?? null,
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'network', status: 0, message: 'offline' })),
  },
  play: async () => {
    await type(dialog().getByRole('textbox', { name: names.minOrder }), '45.50');
    await userEvent.click(dialog().getByRole('button', { name: names.save }));
    await dialog().findByText(/^(the delivery area was not saved\.|لم تُحفظ منطقة التوصيل\.)$/i);
    await expect(dialog().getByText(/no connection|لا يوجد اتصال/i)).toBeVisible();
    await expect(dialog().getByRole('textbox', { name: names.minOrder })).toHaveValue('45.50');
  },
};
