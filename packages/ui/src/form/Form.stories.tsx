import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShopInfoForm } from './stories/ShopInfoForm.tsx';

/** The e-mail check answers after a short, fixed delay; one address is taken. */
const isEmailAvailable = (email: string) => new Promise<boolean>((resolve) => setTimeout(() => resolve(email !== 'taken@alwaha.ae'), 30));

const filled = {
  name: 'Al Waha Fresh Market',
  name_ar: 'سوق الواحة الطازج',
  email: 'owner@alwaha.ae',
  website: 'https://alwaha.ae',
  phone: '+971501234567',
  minimum_order: '50',
  terms: true,
};

const meta = {
  title: 'UI/Form/ShopInfoForm',
  component: ShopInfoForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), isEmailAvailable },
} satisfies Meta<typeof ShopInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = /save shop details|حفظ بيانات المتجر/i;

export const Default: Story = {};

export const Filled: Story = { args: { initialValues: filled } };

/** Each field was visited and left with a mistake: the messages show after blur. */
export const WithErrorsAfterBlur: Story = {
  args: { initialValues: { ...filled, name: 'Al', email: 'owner@alwaha', website: 'alwaha.ae', phone: '12345', minimum_order: '1200' } },
  play: async ({ canvas }) => {
    for (const field of canvas.getAllByRole('textbox')) {
      await userEvent.click(field);
      await userEvent.tab();
    }
    await expect(await canvas.findByText(/Please enter a valid email address\.|يُرجى إدخال عنوان بريد إلكتروني صحيح\./)).toBeVisible();
    await expect(canvas.getByText(/Please enter a valid URL\.|يُرجى إدخال رابط صحيح\./)).toBeVisible();
    // Numbers sit in <bdi> isolates, so the message is read through the input's description.
    await expect(canvas.getByRole('textbox', { name: /minimum order|الحد الأدنى للطلب/i })).toHaveAccessibleDescription(
      /between 0 and 1,000\.|بين 0 و1,000\./,
    );
  },
};

/** onSubmit is running: the button is busy and a second press sends nothing. */
export const Submitting: Story = {
  args: { initialValues: filled, onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: save });
    // Two submits in one task, before React has drawn the busy button (Enter pressed twice, or a
    // click and an Enter): the form's own guard lets one through. The second must not end the
    // busy state while the first is still saving.
    const form = button.closest('form');
    if (!form) throw new Error('the save button is outside its form');
    form.requestSubmit();
    form.requestSubmit();
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    // A press on the busy button does nothing.
    await userEvent.click(button);
    // The submit calls onSubmit once the e-mail check has answered (30 ms, longer on a busy
    // machine): wait for that call, then give a second submit the same time to show itself.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused the e-mail: its message shows in place and in the summary, which has focus. */
export const ServerRejected: Story = {
  args: {
    initialValues: filled,
    onSubmit: fn(async () => ({ formError: { id: 'ui.story.form.rejected' }, fieldErrors: { email: { id: 'ui.story.form.emailTaken' } } })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: save }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('heading', { name: /Not saved\.|لم يتم الحفظ\./ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /contact email|البريد الإلكتروني للتواصل/i })).toHaveAccessibleDescription(
      /already used by another shop|مستخدم لمتجر آخر/,
    );
  },
};

export const LongArabicText: Story = {
  args: {
    initialValues: {
      ...filled,
      name: 'Al Waha Fresh Market for Vegetables, Fruits, Meat, Fish and Traditional Arabic Bakery',
      name_ar: 'سوق الواحة الطازج للخضروات والفواكه واللحوم والأسماك والمخبوزات العربية التقليدية والحلويات الشرقية',
      website: 'https://al-waha-fresh-market-for-vegetables-fruits-and-traditional-bakery.ae/ar/shop',
    },
  },
};
