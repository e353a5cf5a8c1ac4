import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { DetailsView } from './DetailsView.tsx';

const meta = {
  title: 'Storefront/Auth/DetailsView',
  component: DetailsView,
  args: { onSubmit: fn(), isPending: false, error: null },
} satisfies Meta<typeof DetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameBox = /full name|الاسم الكامل/i;
const emailBox = /^(email|البريد الإلكتروني)/i;
const continueButton = /continue|متابعة/i;
const emailRejected: ApiError = { kind: 'http', status: 422, code: 'invalid_email', message: 'Enter a valid email address.' };
const offline: ApiError = { kind: 'network', status: 0, message: 'Failed to fetch' };

export const Default: Story = {};
export const Saving: Story = {
  args: { initialValues: { name: 'Mariam Al Suwaidi', email: 'mariam.alsuwaidi@example.ae' }, isPending: true },
};
export const EmailRejected: Story = {
  args: { initialValues: { name: 'Mariam Al Suwaidi', email: 'mariam@example' }, error: emailRejected },
};
export const NetworkError: Story = { args: { initialValues: { name: 'Mariam Al Suwaidi' }, error: offline } };
export const LongContent: Story = {
  args: {
    initialValues: {
      name: 'عبدالرحمن بن محمد بن راشد آل مكتوم الفلاسي السويدي',
      email: 'abdulrahman.mohammed.rashid.almaktoum.alfalasi@a-very-long-company-domain.example.ae',
    },
  },
};
export const NarrowPhone: Story = {
  args: { initialValues: { name: 'Priya Nair' }, error: offline },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const ValidatesNameAndEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: continueButton }));
    const name = canvas.getByRole('textbox', { name: nameBox });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/full name is required|حقل الاسم الكامل مطلوب/i));
    await userEvent.type(name, 'M');
    await waitFor(() => expect(name).toHaveAccessibleDescription(/between 2 and 80|بين 2 و\s?80/));
    const email = canvas.getByRole('textbox', { name: emailBox });
    await userEvent.type(email, 'mariam@example');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(/valid email address|بريد إلكتروني صحيح/i));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec §7 PUT /auth/info {name, email}: trimmed, and the optional email left out when empty. */
export const SubmitsTheNameWithoutAnEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: nameBox }), '  Mariam Al Suwaidi ');
    await userEvent.click(canvas.getByRole('button', { name: continueButton }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Mariam Al Suwaidi' }));
  },
};

export const SubmitsNameAndEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: nameBox }), 'Omar Haddad');
    await userEvent.type(canvas.getByRole('textbox', { name: emailBox }), 'omar.haddad@example.ae{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Omar Haddad', email: 'omar.haddad@example.ae' }));
  },
};

export const ShowsTheServerErrorTranslated: Story = {
  args: { initialValues: { name: 'Mariam Al Suwaidi', email: 'mariam@example' }, error: emailRejected },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/enter a valid email address|أدخل عنوان بريد إلكتروني صحيحًا/i);
  },
};
