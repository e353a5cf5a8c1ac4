import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor, scenarios } from '@dukkan/mocks';
import { routes } from '../router.tsx';
import { ConnectedRoute } from './ConnectedRoute.tsx';

/**
 * The account pages and the wallet as the app runs them (issue #16): the real routes, hooks
 * and stores against the MSW mock API, signed in as the demo customer.
 */
const meta = {
  title: 'Apps/Storefront/Account',
  component: ConnectedRoute,
  args: { routes, path: '/account/profile', signedIn: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConnectedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameBox = /full name|الاسم الكامل/i;

export const Profile: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('textbox', { name: nameBox })).not.toHaveValue(''), { timeout: 8000 });
  },
};

export const ProfileSavesTheName: Story = {
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: nameBox }, { timeout: 8000 });
    await waitFor(() => expect(name).not.toHaveValue(''));
    await userEvent.clear(name);
    await userEvent.type(name, 'Mariam Khalid');
    await userEvent.click(canvas.getByRole('button', { name: /save changes|حفظ التغييرات/i }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/your profile is saved|تم حفظ ملفك الشخصي/i), {
      timeout: 8000,
    });
  },
};

export const ProfileSaveFails: Story = {
  parameters: {
    msw: {
      handlers: handlersFor({
        auth: [...(scenarios.auth?.serverError ?? []).filter((h) => h.info.method === 'PUT'), ...(scenarios.auth?.default ?? [])],
      }),
    },
  },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: nameBox }, { timeout: 8000 });
    await waitFor(() => expect(name).not.toHaveValue(''));
    await userEvent.click(canvas.getByRole('button', { name: /save changes|حفظ التغييرات/i }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/couldn't save|تعذّر حفظ/i), { timeout: 8000 });
  },
};

export const Wallet: Story = {
  args: { path: '/wallet' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: /balance|الرصيد/i }, { timeout: 8000 })).toHaveTextContent(/35\.50/);
    await expect((await canvas.findAllByRole('link', { name: /welcome bonus|مكافأة الترحيب/i })).length).toBe(1);
  },
};

export const WalletEmpty: Story = {
  args: { path: '/account/wallet' },
  parameters: { msw: { handlers: handlersFor({ wallet: scenarios.wallet?.empty ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/no wallet activity yet|لا توجد حركات/i, {}, { timeout: 8000 })).toBeVisible();
  },
};

export const WalletFails: Story = {
  args: { path: '/wallet' },
  parameters: { msw: { handlers: handlersFor({ wallet: scenarios.wallet?.serverError ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }, { timeout: 15000 })).toBeVisible();
  },
};

export const WalletTransaction: Story = {
  args: { path: '/wallet/we-2' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /view the order|عرض الطلب/i }, { timeout: 8000 })).toBeVisible();
  },
};

export const WalletTransactionOfSomeoneElse: Story = {
  args: { path: '/wallet/we-404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/transaction not found|الحركة غير موجودة/i, {}, { timeout: 8000 })).toBeVisible();
  },
};

export const DeleteAccount: Story = {
  args: { path: '/account/delete' },
  play: async ({ canvas }) => {
    const lost = await canvas.findByRole('region', { name: /what you lose|ما ستفقده/i }, { timeout: 8000 });
    await waitFor(() => expect(lost).toHaveTextContent(/35\.50/), { timeout: 8000 });
  },
};

export const DeleteAccountFails: Story = {
  args: { path: '/account/delete' },
  parameters: { msw: { handlers: handlersFor({ account: scenarios.account?.serverError ?? [] }) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /i understand|أفهم/i }, { timeout: 8000 }));
    await userEvent.click(canvas.getByRole('button', { name: /delete my account|حذف حسابي/i }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/nothing was lost|لم تفقد شيئًا/i), { timeout: 8000 });
    await expect(within(canvas.getByRole('banner')).getByRole('button', { name: /my account|حسابي/i })).toBeVisible();
  },
};
