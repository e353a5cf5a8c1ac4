import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { UserCreateDialog } from './UserCreateDialog.tsx';

const body = () => within(document.body);
const dialog = () => body().getByRole('dialog');

const names = {
  fullName: /^(full name|الاسم الكامل)/i,
  phone: /^(mobile number|رقم الجوال)/i,
  email: /^(e-mail address|البريد الإلكتروني)/i,
  password: /^(password|كلمة المرور)$/i,
  repeat: /^(repeat the password|أعِد كتابة كلمة المرور)/i,
  kitchen: /^(kitchen|المطبخ)/i,
  cashier: /^(cashier|أمين الصندوق)/i,
  submit: /^(add staff member|إضافة الموظف)$/i,
};

/** Pastes into a field, as a person filling a form from a message would (one event, not one per key). */
async function put(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fill({ phone = '058 111 2233', repeat = 'Kitchen#2026' } = {}) {
  const d = within(dialog());
  await put(d.getByRole('textbox', { name: names.fullName }), 'Omar Saleh');
  await put(d.getByRole('textbox', { name: names.phone }), phone);
  await put(d.getByRole('textbox', { name: names.email }), 'omar.saleh@dukkan.ae');
  await put(d.getByLabelText(names.password), 'Kitchen#2026');
  await put(d.getByLabelText(names.repeat), repeat);
  await userEvent.click(d.getByRole('checkbox', { name: names.kitchen }));
}

const submit = () => userEvent.click(within(dialog()).getByRole('button', { name: names.submit }));

const meta = {
  title: 'Dashboard/Users/UserCreateDialog',
  component: UserCreateDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof UserCreateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Nothing filled in: the summary says "Form incomplete.", every field says why, and nothing is sent. */
export const ShowsFormIncompleteOnBlockedSubmit: Story = {
  play: async ({ args }) => {
    await submit();
    const d = within(dialog());
    const title = await d.findByText(/^(form incomplete\.|النموذج غير مكتمل\.)$/i);
    const summary = title.closest('[role="alert"]') as HTMLElement;
    await expect(summary).toHaveTextContent(/choose at least one role|اختر دورًا واحدًا على الأقل/i);
    await expect(summary).toHaveFocus();
    await expect(d.getByRole('textbox', { name: names.email })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A repeated password that differs is named, and the form is not sent. */
export const RejectsADifferentRepeatedPassword: Story = {
  play: async ({ args }) => {
    await fill({ repeat: 'Kitchen#2025' });
    await submit();
    await expect(
      (await within(dialog()).findAllByText(/the repeated password does not match|حقل كلمة المرور المُعادة غير مطابق/i)).length,
    ).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Arabic-Indic digits and a leading 0 are read as the national number the API stores. */
export const SendsAKitchenUserTypedWithArabicDigits: Story = {
  play: async ({ args }) => {
    await fill({ phone: '٠٥٨١١١٢٢٣٣' });
    await submit();
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        fullName: 'Omar Saleh',
        phone: '581112233',
        countryCode: '971',
        emailAddress: 'omar.saleh@dukkan.ae',
        password: 'Kitchen#2026',
        isCashier: false,
        isKitchen: true,
      }),
    );
  },
};

/** The server refuses a phone that already has an account: said on the phone field, everything typed kept. */
export const SaveFailed: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({
      kind: 'http',
      status: 409,
      message: 'An account with this phone already exists.',
      code: 'duplicate_phone',
    })),
  },
  play: async () => {
    await fill({ phone: '050 221 4455' });
    await submit();
    const d = within(dialog());
    await expect(await d.findByText(/^(not saved\.|لم يتم الحفظ\.)$/i)).toBeVisible();
    const phone = d.getByRole('textbox', { name: names.phone });
    await expect(phone).toHaveAccessibleDescription(/already has an account|يوجد حساب بهذا الرقم/i);
    await expect(d.getByRole('textbox', { name: names.fullName })).toHaveValue('Omar Saleh');
    await expect(d.getByLabelText(names.password)).toHaveValue('Kitchen#2026');
    await expect(d.getByRole('checkbox', { name: names.kitchen })).toBeChecked();
  },
};

/** No answer from the server: the reason at the top of the form, nothing lost, and Add can be pressed again. */
export const KeepsEverythingWhenTheServerCannotBeReached: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'network', status: 0, message: 'offline' })),
  },
  play: async ({ args }) => {
    await fill();
    await submit();
    const d = within(dialog());
    await expect(await d.findByText(/couldn't reach the server|تعذّر الوصول إلى الخادم/i)).toBeVisible();
    await expect(d.getByRole('textbox', { name: names.email })).toHaveValue('omar.saleh@dukkan.ae');
    await submit();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};

/** Cancel hands the close to the caller, who keeps the open state in the URL. */
export const CancelsWithoutSending: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: /^(cancel|إلغاء)$/i }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** One digit past a UAE mobile: the summary takes focus and names the phone; nothing is sent. */
export const RefusesAMobileOneDigitTooLong: Story = {
  play: async ({ args }) => {
    await fill({ phone: '' });
    // The phone typed last, and Add pressed at once, as a person fixing the number would.
    await put(within(dialog()).getByRole('textbox', { name: names.phone }), '05811122337');
    await submit();
    const title = await body().findByText(/^(form incomplete\.|النموذج غير مكتمل\.)$/i);
    const summary = title.closest('[role="alert"]') as HTMLElement;
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
