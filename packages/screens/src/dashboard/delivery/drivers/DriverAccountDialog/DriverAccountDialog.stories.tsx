import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyDrivers } from '../driversStoryData.ts';
import { DriverAccountDialog } from './DriverAccountDialog.tsx';

const dialog = () => within(within(document.body).getByRole('dialog'));
const withoutAccount = storyDrivers[2] ?? null;
const withAccount = storyDrivers[1] ?? null;
const names = {
  login: /^(login name|اسم الدخول)/i,
  password: /^(password|new password|كلمة المرور|كلمة المرور الجديدة)/i,
  repeat: /^(repeat the password|أعد كتابة كلمة المرور)/i,
  create: /^(create account|إنشاء الحساب)$/i,
  change: /^(change password|تغيير كلمة المرور)$/i,
};

async function type(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const meta = {
  title: 'Dashboard/Delivery/DriverAccountDialog',
  component: DriverAccountDialog,
  args: { isOpen: true, driver: withoutAccount, onOpenChange: fn(), onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof DriverAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SetUpAccount: Story = {};

export const ChangePassword: Story = { args: { driver: withAccount } };

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A login with a space, a short password, then two that differ: said on the fields, nothing sent. */
export const ChecksTheLoginAndThePasswords: Story = {
  play: async ({ args }) => {
    await type(dialog().getByRole('textbox', { name: names.login }), 'imran q');
    await type(dialog().getByLabelText(names.password, { selector: 'input[name="password"]' }), 'short');
    await userEvent.click(dialog().getByRole('button', { name: names.create }));
    await dialog().findByText(/without spaces|بلا مسافات/i);
    await expect(dialog().getByText(/needs at least 8 characters|تحتاج كلمة المرور إلى 8 أحرف/i)).toBeVisible();
    await expect(dialog().getByRole('textbox', { name: names.login })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid login and matching passwords create the account once. */
export const SetsUpTheAccount: Story = {
  play: async ({ args }) => {
    await type(dialog().getByRole('textbox', { name: names.login }), 'Imran.Q');
    await type(dialog().getByLabelText(names.password, { selector: 'input[name="password"]' }), 'Driver#2026');
    await type(dialog().getByLabelText(names.repeat), 'Driver#2026');
    await userEvent.dblClick(dialog().getByRole('button', { name: names.create }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith('imran.q', 'Driver#2026');
  },
};

/** A taken login: said on the field, and the passwords typed stay. */
export const SaveFailed: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'taken', code: 'duplicate_login' })),
  },
  play: async () => {
    await type(dialog().getByRole('textbox', { name: names.login }), 'driver1.1001');
    await type(dialog().getByLabelText(names.password, { selector: 'input[name="password"]' }), 'Driver#2026');
    await type(dialog().getByLabelText(names.repeat), 'Driver#2026');
    await userEvent.click(dialog().getByRole('button', { name: names.create }));
    await dialog().findByText(/this login name is taken|اسم الدخول هذا مستخدم/i);
    await expect(dialog().getByLabelText(names.repeat)).toHaveValue('Driver#2026');
  },
};

/** With an account, only the password changes: the login is not sent. */
export const ChangesThePassword: Story = {
  args: { driver: withAccount },
  play: async ({ args }) => {
    await expect(dialog().queryByRole('textbox', { name: names.login })).toBeNull();
    await type(dialog().getByLabelText(names.password, { selector: 'input[name="password"]' }), 'NewPass#2026');
    await type(dialog().getByLabelText(names.repeat), 'NewPass#2026');
    await userEvent.click(dialog().getByRole('button', { name: names.change }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(null, 'NewPass#2026'));
  },
};
