import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { buildUser } from '@dukkan/mocks';
import { ProfileView } from './ProfileView.tsx';

const user = buildUser({ id: 'u-story-profile' });

const meta = {
  title: 'Storefront/Account/ProfileView',
  component: ProfileView,
  args: { user, isLoading: false, onRetry: fn(), onSubmit: fn(), error: null, saved: false, deleteAccountHref: '/account/delete' },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameBox = /full name|الاسم الكامل/i;
const emailBox = /^(e-mail|البريد الإلكتروني)/i;
const saveButton = /save changes|حفظ التغييرات/i;
const emailRejected: ApiError = { kind: 'http', status: 422, code: 'invalid_email', message: 'Enter a valid email address.' };
const offline: ApiError = { kind: 'network', status: 0, message: 'Failed to fetch' };

export const Default: Story = {};
export const Loading: Story = { args: { user: undefined, isLoading: true } };
/** A customer who never gave an e-mail: the field is empty, the rest as usual. */
export const Empty: Story = { args: { user: buildUser({ id: 'u-story-noemail', email: undefined }) } };
export const LoadError: Story = { args: { user: undefined, loadError: new Error('HTTP 500') } };
export const Saved: Story = { args: { saved: true } };
export const EmailRejected: Story = { args: { error: emailRejected } };
export const NetworkError: Story = { args: { error: offline } };
export const LongContent: Story = {
  args: {
    user: buildUser({
      id: 'u-story-long',
      fullName: 'عبدالرحمن بن محمد بن راشد آل مكتوم الفلاسي السويدي',
      email: 'abdulrahman.mohammed.rashid.almaktoum.alfalasi@a-very-long-company-domain.example.ae',
    }),
    saved: true,
  },
};
export const NarrowPhone: Story = {
  args: { error: offline },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const ShowsThePhoneLeftToRight: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('+971 501234567')).toBeVisible();
    await expect(canvasElement.querySelector('bdi[dir="ltr"]')).toHaveTextContent('+971 501234567');
  },
};

export const SavesTrimmedNameAndEmail: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: nameBox });
    await userEvent.clear(name);
    await userEvent.type(name, '  Mariam Khalid  ');
    const email = canvas.getByRole('textbox', { name: emailBox });
    await userEvent.clear(email);
    await userEvent.click(canvas.getByRole('button', { name: saveButton }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Mariam Khalid' }));
  },
};

export const ValidatesNameAndEmail: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: nameBox });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: saveButton }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/full name is required|حقل الاسم الكامل مطلوب/i));
    await userEvent.type(name, 'M');
    await waitFor(() => expect(name).toHaveAccessibleDescription(/between 2 and 80|بين 2 و\s?80/));
    const email = canvas.getByRole('textbox', { name: emailBox });
    await userEvent.clear(email);
    await userEvent.type(email, 'mariam@example');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(/valid email address|بريد إلكتروني صحيح/i));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AnnouncesTheSave: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/your profile is saved|تم حفظ ملفك الشخصي/i);
  },
};

export const ExplainsAFailedSave: Story = {
  args: { error: emailRejected },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/valid e-mail address|بريدًا إلكترونيًا صحيحًا/i);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const RetriesAfterALoadError: Story = {
  args: { user: undefined, loadError: new Error('HTTP 503') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
