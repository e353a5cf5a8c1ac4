import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { WhatsappTemplateDialog } from './WhatsappTemplateDialog.tsx';

const save = /^(submit for review|إرسال للمراجعة)$/i;
const dialog = async () => within(await within(document.body).findByRole('dialog'));
const field = (d: ReturnType<typeof within>, name: RegExp) => d.getByRole('textbox', { name });
const NAME = /^(name|الاسم)/i;
const BODY = /^(message|الرسالة)/i;

const meta = {
  title: 'Dashboard/Customers/WhatsApp/WhatsappTemplateDialog',
  component: WhatsappTemplateDialog,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof WhatsappTemplateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** An English template with a link button: the preview follows every keystroke, left to right. */
export const PreviewOfAnEnglishTemplate: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(field(d, NAME), 'order_ready');
    await userEvent.type(field(d, /^(header|العنوان)/i), 'Dukkan Fresh Market');
    await userEvent.type(field(d, BODY), 'Hi {{{{1}}, your order {{{{2}} is ready.');
    await userEvent.type(field(d, /^(footer|التذييل)/i), 'Reply STOP to opt out');
    await userEvent.click(d.getByRole('button', { name: /^(add a button|إضافة زر)$/i }));
    await userEvent.click(d.getByRole('button', { name: /(what it does|ما يفعله)$/i }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /^(open a link|فتح رابط)$/i }));
    await userEvent.type(field(d, /^(button text|نص الزر)/i), 'Track order');
    await userEvent.type(field(d, /^(link \(https\)|الرابط \(https\))/i), 'https://dukkan.ae/track');
    const bubble = d.getByTestId('whatsapp-bubble');
    await expect(bubble).toHaveAttribute('dir', 'ltr');
    await expect(bubble).toHaveTextContent('Hi {{1}}, your order {{2}} is ready.');
    await expect(bubble).toHaveTextContent('Track order');
    await userEvent.click(d.getByRole('button', { name: save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'order_ready',
      category: 'utility',
      lang: 'en',
      header: 'Dukkan Fresh Market',
      body: 'Hi {{1}}, your order {{2}} is ready.',
      footer: 'Reply STOP to opt out',
      buttons: [{ type: 'url', text: 'Track order', value: 'https://dukkan.ae/track' }],
    });
  },
};

/** An Arabic template: the bubble turns right to left even on the English page. */
export const PreviewOfAnArabicTemplate: Story = {
  play: async () => {
    const d = await dialog();
    await userEvent.click(d.getByText(/^(arabic|العربية)$/i));
    await userEvent.type(field(d, /^(header|العنوان)/i), 'دكان');
    await userEvent.type(field(d, BODY), 'مرحباً {{{{1}}، طلبك رقم {{{{2}} جاهز للاستلام.');
    await userEvent.click(d.getByRole('button', { name: /^(add a button|إضافة زر)$/i }));
    await userEvent.type(field(d, /^(button text|نص الزر)/i), 'شكراً');
    const bubble = d.getByTestId('whatsapp-bubble');
    await expect(bubble).toHaveAttribute('dir', 'rtl');
    await expect(bubble).toHaveAttribute('lang', 'ar');
    await expect(bubble).toHaveTextContent('مرحباً {{1}}، طلبك رقم {{2}} جاهز للاستلام.');
  },
};

/** Nothing typed, a bad name and a skipped placeholder: each refused on its field, focus on the first, nothing sent. */
export const ShowsErrorsOnTheFields: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: save }));
    await expect(field(d, NAME)).toHaveFocus();
    await expect(field(d, NAME)).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByText(/^(write the message|اكتب الرسالة)\.$/i)).toBeVisible();
    await userEvent.type(field(d, NAME), 'Order Ready');
    await userEvent.type(field(d, BODY), 'Hi {{{{2}}');
    await userEvent.click(d.getByRole('button', { name: /^(add a button|إضافة زر)$/i }));
    await userEvent.click(d.getByRole('button', { name: save }));
    await expect(d.getByText(/(lowercase english letters, digits and underscores only|حروفاً إنجليزية صغيرة)/i)).toBeVisible();
    await expect(d.getByText(/(without skipping one|دون تخطي أي رقم)/i)).toBeVisible();
    await expect(d.getByText(/^(write the button's text|اكتب نص الزر)\.$/i)).toBeVisible();
    await expect(field(d, NAME)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server already has the name in that language: the refusal is said, and what was typed stays. */
export const SaveRefused: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'dup', code: 'duplicate_template' })),
  },
  play: async () => {
    const d = await dialog();
    await userEvent.type(field(d, NAME), 'order_ready');
    await userEvent.type(field(d, BODY), 'Hi {{{{1}}');
    await userEvent.click(d.getByRole('button', { name: save }));
    await expect(await d.findByText(/(already has a template with this name|لدى المتجر قالب بهذا الاسم)/i)).toBeVisible();
    await expect(field(d, NAME)).toHaveValue('order_ready');
    await expect(field(d, BODY)).toHaveValue('Hi {{1}}');
  },
};

/** Three buttons at most: the fourth cannot be added. */
export const AtMostThreeButtons: Story = {
  play: async () => {
    const d = await dialog();
    const add = () => d.getByRole('button', { name: /^(add a button|إضافة زر)$/i });
    await userEvent.click(add());
    await userEvent.click(add());
    await userEvent.click(add());
    await waitFor(() => expect(d.queryByRole('button', { name: /^(add a button|إضافة زر)$/i })).toBeNull());
    await expect(d.getAllByRole('group', { name: /^(button|الزر) \d$/i })).toHaveLength(3);
  },
};
