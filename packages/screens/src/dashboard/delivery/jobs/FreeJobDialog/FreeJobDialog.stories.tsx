import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { FreeJobDialog } from './FreeJobDialog.tsx';

const dialog = () => within(within(document.body).getByRole('dialog'));
const names = {
  name: /^(customer name|اسم العميل)/i,
  phone: /^(customer mobile|جوال العميل)/i,
  amount: /^(amount to collect|المبلغ المطلوب تحصيله)/i,
  latitude: /^(latitude|خط العرض)/i,
  longitude: /^(longitude|خط الطول)/i,
  building: /^(building|المبنى)/i,
  create: /^(create job|إنشاء المهمة)$/i,
};

async function type(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillAll() {
  await type(dialog().getByRole('textbox', { name: names.name }), 'ليلى حداد');
  await type(dialog().getByRole('textbox', { name: names.phone }), '٠٥٥ ٩٨٧ ٦٥٤٣');
  await type(dialog().getByRole('textbox', { name: names.amount }), '٤٥٫٥٠');
  await type(dialog().getByRole('textbox', { name: names.latitude }), '25.0805');
  await type(dialog().getByRole('textbox', { name: names.longitude }), '55.1403');
  await userEvent.tab();
  await type(dialog().getByRole('textbox', { name: names.building }), 'Marina Heights');
}

const meta = {
  title: 'Dashboard/Delivery/FreeJobDialog',
  component: FreeJobDialog,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof FreeJobDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Nothing typed: each field says what it needs, the first gets focus, nothing is sent. */
export const RefusesAnIncompleteJob: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: names.create }));
    await dialog().findByText(/^(enter the customer's name\.|أدخل اسم العميل\.)$/i);
    await expect(
      dialog().getByText(
        /^(pick the delivery location on the map or type its coordinates\.|حدد موقع التوصيل على الخريطة أو اكتب إحداثياته\.)$/i,
      ),
    ).toBeVisible();
    await expect(dialog().getByText(/^(enter the building or villa\.|أدخل اسم المبنى أو الفيلا\.)$/i)).toBeVisible();
    await expect(dialog().getByRole('textbox', { name: names.name })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Arabic-Indic digits and the Arabic decimal sign read exactly to fils; a double click creates once. */
export const CreatesAFreeJobOnce: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return null;
    }),
  },
  play: async ({ args }) => {
    await fillAll();
    await userEvent.click(dialog().getByRole('switch', { name: /nearest free driver|أقرب سائق متاح/i }));
    await userEvent.dblClick(dialog().getByRole('button', { name: names.create }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'ليلى حداد',
      phone: '0559876543',
      amountFils: 4550,
      paymentType: 'cash',
      lat: 25.0805,
      lng: 55.1403,
      building: 'Marina Heights',
      floor: '',
      flat: '',
      notes: '',
      isAutoAssign: true,
    });
  },
};

/** The server refuses: the dialog says why and keeps everything typed. */
export const SaveFailed: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'network', status: 0, message: 'offline' })),
  },
  play: async () => {
    await fillAll();
    await userEvent.click(dialog().getByRole('button', { name: names.create }));
    await dialog().findByText(/^(the job was not created|لم تُنشأ المهمة)$/i);
    await expect(dialog().getByRole('textbox', { name: names.name })).toHaveValue('ليلى حداد');
    await expect(dialog().getByRole('textbox', { name: names.amount })).toHaveValue('٤٥٫٥٠');
  },
};
