import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SignInView } from './SignInView.tsx';

const meta = {
  title: 'Dashboard/Auth/SignInView',
  component: SignInView,
  args: { onSubmit: fn(async (): Promise<string | undefined> => undefined) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInView>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = /^(sign in|تسجيل الدخول)$/i;
const password = /^(password|كلمة المرور)/i;

export const Default: Story = {};

export const WithUserName: Story = { args: { initialValues: { method: 'userName', userName: 'owner' } } };

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const ShowsFormIncompleteOnBlockedSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: signIn }));
    await waitFor(() => expect(canvas.getByText(/form incomplete|النموذج غير مكتمل/i)).toBeVisible());
    await expect(canvas.getByLabelText(password)).toHaveAttribute('aria-invalid', 'true');
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
    await userEvent.type(canvas.getByLabelText(password), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: signIn }));
    await waitFor(() => expect(canvas.getByText(/not right/)).toBeVisible());
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const SignsInWithArabicIndicDigits: Story = {
  play: async ({ canvas, args }) => {
    // A phone typed on an Arabic keyboard reaches the server as +971…, the same account.
    await userEvent.type(canvas.getByRole('textbox', { name: /phone|الهاتف/i }), '٥٠٠٠٠٠٠٠١');
    await userEvent.type(canvas.getByLabelText(password), 'Dukkan#2026');
    await userEvent.click(canvas.getByRole('button', { name: signIn }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ method: 'phone', phone: '+971500000001' })));
  },
};

export const SignsInWithUserNameByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /user name|اسم المستخدم/i }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /user name|اسم المستخدم/i }), 'owner');
    await userEvent.type(canvas.getByLabelText(password), 'Dukkan#2026{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'userName', userName: 'owner', password: 'Dukkan#2026', rememberMe: true }),
      ),
    );
  },
};
