import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor, scenarios } from '@dukkan/mocks';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * The marketing area as the app runs it (issue #14 item 1): the real route, `info-for-setting`
 * and the shop's products through their SWR hooks against the MSW mock API, signed in as the demo
 * shop owner (or the cashier, who may not open it). The pictures are the top of the page.
 */
const meta = {
  title: 'Apps/Dashboard/Marketing',
  component: ConnectedDashboardRoute,
  args: { path: '/marketing/slider', as: 'seller' },
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };
const HANDLE = /^(move slide|نقل الشريحة)/i;
const RETRY = /try again|أعد المحاولة|حاول مرة أخرى/i;

/** The seeded slider: four slides in order, the button to Fruits, and the live preview. */
export const ShowsTheSlider: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^(header slider|شرائح العرض الرئيسية)$/i }, WAIT)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: HANDLE })).toHaveLength(4), WAIT);
    await expect(canvas.getByRole('region', { name: /^(slider preview|معاينة الشرائح)$/i })).toBeVisible();
  },
};

/** The owner moves the second slide to the top by keyboard and saves: the mock keeps the new order. */
export const ReordersAndSaves: Story = {
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('button', { name: HANDLE })).toHaveLength(4), WAIT);
    canvas.getAllByRole('button', { name: HANDLE })[1]!.focus();
    await userEvent.keyboard(' {ArrowUp} ');
    await expect(canvas.getAllByRole('button', { name: HANDLE })[0]).toHaveAccessibleName(/butchery|الملحمة/i);
    await userEvent.click(canvas.getByRole('button', { name: /^(save|حفظ)$/i }));
    await expect(await within(canvasElement).findByText(/^(saved\.|تم الحفظ\.)/i, {}, WAIT)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: HANDLE })[0]).toHaveAccessibleName(/butchery|الملحمة/i);
    // The moved slide's handle keeps focus and may have scrolled the page, by as much as the
    // timing of the save allowed: the picture is of the page from its top.
    window.scrollTo(0, 0);
  },
};

export const NoSlides: Story = {
  parameters: { msw: { handlers: handlersFor({ slider: scenarios.slider?.empty ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^(no slides yet|لا توجد شرائح بعد)$/i, {}, WAIT)).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: handlersFor({ slider: scenarios.slider?.serverError ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: RETRY }, WAIT)).toBeVisible();
  },
};

/** The cashier's role has no marketing: no link in the navigation, and the URL shows "No access". */
export const CashierHasNoAccess: Story = {
  args: { as: 'cashier' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /no access to this page|لا يمكنك فتح هذه الصفحة/i }, WAIT),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^(header slider|شرائح العرض الرئيسية)$/i })).toBeNull();
  },
};

/** Social cards (issue #14 item 2): the seeded cards, each drawn as X shows it. */
export const SocialCards: Story = {
  args: { path: '/marketing/social-cards' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^(social cards|بطاقات المشاركة)$/i }, WAIT)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^(edit|تعديل)/i }).length).toBeGreaterThan(0), WAIT);
  },
};

/** The owner edits a card's title; the preview follows, and the saved card shows the new title. */
export const SocialCardEditSaves: Story = {
  args: { path: '/marketing/social-cards' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^(edit|تعديل)/i }).length).toBeGreaterThan(0), WAIT);
    await userEvent.click(canvas.getAllByRole('button', { name: /^(edit|تعديل)/i })[0]!);
    const dialog = within(await within(document.body).findByRole('dialog', {}, WAIT));
    const title = dialog.getByRole('textbox', { name: /^(title|العنوان)/i });
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('Mango season at Dukkan');
    await userEvent.click(dialog.getByRole('button', { name: /^(save card|حفظ البطاقة)$/i }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), WAIT);
    await expect(await canvas.findByRole('heading', { name: 'Mango season at Dukkan' }, WAIT)).toBeVisible();
  },
};

export const SocialCardsLoadFails: Story = {
  args: { path: '/marketing/social-cards' },
  parameters: { msw: { handlers: handlersFor({ socialCards: scenarios.socialCards?.serverError ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: RETRY }, WAIT)).toBeVisible();
  },
};

/** NFC cards (issue #14 item 4): each card with the link its chip carries and a QR code of it. */
export const NfcCards: Story = {
  args: { path: '/marketing/nfc-cards' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^(nfc cards|بطاقات NFC)$/i }, WAIT)).toBeVisible();
    const codes = await canvas.findAllByRole('img', { name: /qr/i }, WAIT);
    await expect(codes[0]).toHaveAttribute('data-qr-value', expect.stringMatching(/^https:\/\/dukkan\.ae\/nfc\//));
  },
};

/** The owner changes where a card leads (POST /redirect/target); the card shows the new link. */
export const NfcCardRetargets: Story = {
  args: { path: '/marketing/nfc-cards' },
  play: async ({ canvas }) => {
    const buttons = await canvas.findAllByRole('button', { name: /^(change where it leads|تغيير الوجهة)/i }, WAIT);
    await userEvent.click(buttons[0]!);
    const dialog = within(await within(document.body).findByRole('dialog', {}, WAIT));
    const target = dialog.getByRole('textbox', { name: /^(a tap leads to|اللمسة تفتح)/i });
    await userEvent.clear(target);
    await userEvent.click(target);
    await userEvent.paste('https://wa.me/971501234567');
    await userEvent.click(dialog.getByRole('button', { name: /^(save|حفظ)$/i }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), WAIT);
    await expect(await canvas.findByText('https://wa.me/971501234567', {}, WAIT)).toBeVisible();
  },
};
