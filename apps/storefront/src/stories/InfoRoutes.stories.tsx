import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor, scenarios, seedTables } from '@dukkan/mocks';
import type { StorefrontServices } from '../services.ts';
import { routes } from '../router.tsx';
import { ConnectedRoute } from './ConnectedRoute.tsx';

/**
 * The information pages and the restaurant page against the MSW mock API (decision 0030,
 * 0037): the footer's links, the phone copy and its pixel event, the pages of a shop that set
 * up nothing, and the restaurant's menu. The clipboard is a stand-in (the story records what
 * was written, or refuses), and the pixel's `track` is wrapped to record the events sent.
 */
const meta = {
  title: 'Apps/Storefront/Info',
  component: ConnectedRoute,
  args: { routes, path: '/about' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConnectedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const shop = seedTables().shops[0];
const shopName = () => (document.documentElement.lang === 'ar' && shop?.name_ar ? shop.name_ar : (shop?.name ?? ''));
const wait = { timeout: 10_000 };

/** What the stand-in clipboard was given and which pixel events were sent, per story. */
const copied: string[] = [];
const pixelEvents: string[] = [];

/** Replaces `navigator.clipboard` for the story; the real one is back afterwards. */
function clipboard(writeText: (text: string) => Promise<void>) {
  return () => {
    copied.length = 0;
    pixelEvents.length = 0;
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => void Reflect.deleteProperty(navigator, 'clipboard');
  };
}

function recordPixel(services: StorefrontServices) {
  const track = services.pixel.track.bind(services.pixel);
  services.pixel.track = (event, data) => {
    pixelEvents.push(event);
    track(event, data);
  };
}

const copyButton = /copy the phone number|نسخ رقم الهاتف/i;

export const ContactFromTheFooterCopiesThePhone: Story = {
  args: { path: '/terms', setup: recordPixel },
  beforeEach: clipboard(async (text) => void copied.push(text)),
  play: async ({ canvas }) => {
    const footer = await canvas.findByRole('contentinfo', {}, wait);
    await userEvent.click(within(footer).getByRole('link', { name: /^(contact us|اتصل بنا)$/i }));
    await expect(await canvas.findByRole('heading', { level: 1, name: /contact us|اتصل بنا/i }, wait)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: copyButton }, wait));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/phone number copied|تم نسخ رقم الهاتف/i));
    await expect(copied).toEqual(['+97143456789']);
    await expect(pixelEvents).toEqual(['phoneCopy']);
  },
};

export const ContactCopyRefusedSendsNothing: Story = {
  args: { path: '/contactus', setup: recordPixel },
  beforeEach: clipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: copyButton }, wait));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/could not copy|تعذّر النسخ/i));
    await expect(pixelEvents).toEqual([]);
  },
};

export const ContactNotSetUp: Story = {
  args: { path: '/contactus' },
  parameters: { msw: { handlers: handlersFor({ shop: scenarios.shop?.notSetUp ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: /contact details are not set up yet|لم تُعدّ بيانات التواصل بعد/i }, wait),
    ).toBeVisible();
  },
};

export const About: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: shopName() }, wait)).toBeVisible();
  },
};

export const AboutNotSetUp: Story = {
  parameters: { msw: { handlers: handlersFor({ shop: scenarios.shop?.notSetUp ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /^(not set up yet|لم يُعدّ بعد)$/i }, wait)).toBeVisible();
  },
};

export const Support: Story = {
  args: { path: '/support' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /how do i order|كيف أطلب/i }, wait)).toBeVisible();
  },
};

export const Terms: Story = {
  args: { path: '/terms' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(shopName(), { selector: 'main bdi' }, wait)).toBeVisible();
  },
};

export const AppWithoutAnApp: Story = {
  args: { path: '/app' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /order from your phone's browser|اطلب من متصفح هاتفك/i }, wait)).toBeVisible();
  },
};

export const AppWithStoreLinks: Story = {
  args: { path: '/app' },
  parameters: { msw: { handlers: handlersFor({ shop: scenarios.shop?.withApps ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /google play/i }, wait)).toHaveAttribute('target', '_blank');
  },
};

/**
 * The shop open around the clock, so the open/closed line reads the same whenever the story
 * runs; the picture is the screen's worth at the top (13 categories make a long page).
 */
export const RestaurantWithItsMenu: Story = {
  args: { path: '/resturant' },
  parameters: { msw: { handlers: handlersFor({ shop: scenarios.shop?.openAllDay ?? [] }) }, visual: { frame: 'viewport' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: shopName() }, wait)).toBeVisible();
    await expect(canvas.getByText(/^(open 24 hours|مفتوح على مدار الساعة)$/i, { selector: 'span' })).toBeVisible();
    const menu = await canvas.findByRole('region', { name: /^(menu|قائمة الطعام)$/i }, wait);
    await waitFor(() => expect(within(menu).getAllByRole('heading', { level: 3 })).toHaveLength(shop?.mainCategories.length ?? 0), wait);
  },
};

export const RestaurantWhenTheMenuFails: Story = {
  args: { path: '/resturant' },
  parameters: {
    msw: { handlers: handlersFor({ shop: scenarios.shop?.openAllDay ?? [], catalogue: scenarios.catalogue?.serverError ?? [] }) },
  },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('region', { name: /^(menu|قائمة الطعام)$/i }, wait);
    await expect(await within(menu).findByRole('alert', {}, { timeout: 15000 })).toBeVisible();
  },
};
