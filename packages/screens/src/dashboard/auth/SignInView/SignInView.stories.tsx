import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SignInView } from './SignInView.tsx';

const meta = {
  title: 'Dashboard/Auth/SignInView',
  component: SignInView,
  args: { onSubmit: fn(async (): Promise<string | undefined> => undefined) },
} satisfies Meta<typeof SignInView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithUserName: Story = { args: { initialValues: { method: 'userName', userName: 'owner' } } };

export const ShowsRequiredFieldsOnEmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /sign in|تسجيل الدخول/i }));
    await expect(canvas.getByRole('textbox', { name: /phone|الهاتف/i })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/password|كلمة المرور/i)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShowsServerRejection: Story = {
  args: {
    onSubmit: fn(
      async (): Promise<string | undefined> => 'The phone number, user name or password is not right. Please check and try again.',
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /phone|الهاتف/i }), '500000001');
    await userEvent.type(canvas.getByLabelText(/password|كلمة المرور/i), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: /sign in|تسجيل الدخول/i }));
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible());
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const SignsInWithUserNameByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /user name|اسم المستخدم/i }));
    await userEvent.type(canvas.getByRole('textbox', { name: /user name|اسم المستخدم/i }), 'owner');
    await userEvent.type(canvas.getByLabelText(/password|كلمة المرور/i), 'Dukkan#2026{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'userName', userName: 'owner', password: 'Dukkan#2026', rememberMe: true }),
      ),
    );
  },
};
