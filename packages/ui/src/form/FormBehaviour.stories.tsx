import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShopInfoForm } from './stories/ShopInfoForm.tsx';

const meta = {
  title: 'UI/Form/Behaviour',
  component: ShopInfoForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ShopInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = /save shop details|حفظ بيانات المتجر/i;
const emailLabel = /contact email|البريد الإلكتروني للتواصل/i;
const invalidEmail = /Please enter a valid email address\.|يُرجى إدخال عنوان بريد إلكتروني صحيح\./;
const acceptTerms = /Please accept the terms of service\.|يُرجى الموافقة على شروط الخدمة\./;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Vendor spec §4, §8: an empty submit sends nothing, and the summary takes focus and links to the fields. */
export const ShowsFormIncompleteOnBlockedSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: save }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('heading', { name: /^(Form incomplete\.|النموذج غير مكتمل\.)$/ })).toBeVisible();
    await expect(summary).toHaveTextContent(/Sorry, not all fields are filled out correctly\.|عذرًا، لم تُملأ جميع الحقول بشكل صحيح\./);
    // One link per message, in field order; following one focuses its field.
    const links = within(summary).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await userEvent.click(within(summary).getByRole('link', { name: /Contact email is required\.|حقل البريد الإلكتروني للتواصل مطلوب\./ }));
    await expect(canvas.getByRole('textbox', { name: emailLabel })).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: acceptTerms }));
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    // Every field shows its message.
    await expect(canvas.getByRole('textbox', { name: emailLabel })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(acceptTerms);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Vendor spec §9: the default visibility is blur; once shown, the message follows the typing. */
export const ShowsMessagesOnBlurNotWhileTyping: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: emailLabel });
    await userEvent.type(email, 'owner@alwaha');
    await pause(60);
    await expect(canvas.queryByText(invalidEmail)).toBeNull();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(await canvas.findByText(invalidEmail)).toBeVisible();
    await expect(email).toHaveAccessibleDescription(invalidEmail);
    await userEvent.type(email, '.ae');
    await waitFor(() => expect(canvas.queryByText(invalidEmail)).toBeNull());
  },
};

/**
 * Pressing Save right after typing a wrong value: the field's message waits until the press is
 * over, so Save does not move under the pointer between press and release (a moved button gets
 * no click from the browser, and the first Save did nothing). The click then shows every message.
 */
export const SaveStaysUnderThePointerWhileItIsPressed: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: emailLabel });
    await userEvent.type(email, 'owner@alwaha');
    const button = canvas.getByRole('button', { name: save });
    const before = button.getBoundingClientRect();
    // One session, so the release knows of the press and clicks.
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(button).toHaveFocus();
    await pause(60);
    await expect(button.getBoundingClientRect().top).toBe(before.top);
    await expect(canvas.queryByText(invalidEmail)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(invalidEmail);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Vendor spec §4, §9: checkboxes show their message after the first change, without waiting for blur. */
export const ValidatesCheckboxesWhenDirty: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getByRole('checkbox');
    terms.focus();
    await userEvent.tab();
    await expect(canvas.queryByText(acceptTerms)).toBeNull();
    await userEvent.click(terms);
    await expect(canvas.queryByText(acceptTerms)).toBeNull();
    await userEvent.click(terms);
    await expect(terms).toHaveFocus();
    await expect(await canvas.findByText(acceptTerms)).toBeVisible();
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
  },
};

/** validationVisibility="live": the message follows the typing (after the 20 ms input debounce), no blur needed. */
export const ValidatesWhileTypingWhenLive: Story = {
  args: { validationVisibility: 'live' },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: emailLabel });
    await userEvent.type(email, 'owner@alwaha');
    await expect(await canvas.findByText(invalidEmail)).toBeVisible();
    await expect(email).toHaveFocus();
    await userEvent.type(email, '.ae');
    await waitFor(() => expect(canvas.queryByText(invalidEmail)).toBeNull());
  },
};

/** Validation settles (the e-mail check is async) before one, and only one, call of onSubmit. */
export const SubmitsOnceWhenValid: Story = {
  args: {
    onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 150))),
    isEmailAvailable: (email: string) => new Promise<boolean>((resolve) => setTimeout(() => resolve(email !== 'taken@alwaha.ae'), 40)),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /shop name \(English\)|اسم المتجر \(بالإنجليزية\)/i }),
      'Al Waha Fresh Market',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /shop name \(Arabic\)|اسم المتجر \(بالعربية\)/i }), 'سوق الواحة');
    await userEvent.type(canvas.getByRole('textbox', { name: emailLabel }), 'owner@alwaha.ae');
    await userEvent.type(canvas.getByRole('textbox', { name: /phone number|رقم الهاتف/i }), '0501234567');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.type(canvas.getByRole('textbox', { name: /minimum order|الحد الأدنى للطلب/i }), '٥٠');
    // Enter in a field and a click on the button, while the e-mail check may still be running.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Al Waha Fresh Market',
        name_ar: 'سوق الواحة',
        email: 'owner@alwaha.ae',
        phone: '0501234567',
        minimum_order: '٥٠',
        terms: true,
      }),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await pause(200);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** An async rule (the e-mail uniqueness check) that answers "taken" blocks the submit like any other rule. */
export const BlocksSubmitWhenAnAsyncRuleFails: Story = {
  args: {
    initialValues: { name: 'Al Waha Fresh Market', name_ar: 'سوق الواحة', phone: '0501234567', minimum_order: '50', terms: true },
    isEmailAvailable: (email: string) => new Promise<boolean>((resolve) => setTimeout(() => resolve(email !== 'taken@alwaha.ae'), 40)),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: emailLabel }), 'taken@alwaha.ae');
    await userEvent.click(canvas.getByRole('button', { name: save }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    const taken = /This email is already used by another shop\.|هذا البريد الإلكتروني مستخدم لمتجر آخر\./;
    await expect(within(summary).getAllByRole('link')).toHaveLength(1);
    await expect(within(summary).getByRole('link', { name: taken })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: emailLabel })).toHaveAccessibleDescription(taken);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
