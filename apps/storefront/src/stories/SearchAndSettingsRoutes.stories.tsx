import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor, scenarios } from '@dukkan/mocks';
import { routes } from '../router.tsx';
import { ConnectedRoute } from './ConnectedRoute.tsx';

/**
 * `/search` and `/settings` as the app runs them (docs/decisions/0030): the real routes, the
 * header's search box, the listing call and the cart store, against the MSW mock API.
 */
const meta = {
  title: 'Apps/Storefront/SearchAndSettings',
  component: ConnectedRoute,
  args: { routes, path: '/search' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConnectedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const wings = /^(chicken wings|أجنحة دجاج)$/i;

export const SearchFindsAnArabicNameInAnotherSpelling: Story = {
  args: { path: `/search?q=${encodeURIComponent('اجنحه')}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: wings }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: /search products|ابحث عن المنتجات/i })).toHaveValue('اجنحه');
    await userEvent.click(canvas.getByRole('button', { name: /^(add chicken wings to cart|أضف أجنحة دجاج إلى السلة)$/i }));
    await waitFor(() => expect(canvas.getByRole('link', { name: /cart.*1 item|السلة.*منتج واحد/i })).toBeVisible());
  },
};

export const SearchFiltersAsTheCustomerTypes: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^(search|البحث)$/i }, { timeout: 8000 })).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: /search products|ابحث عن المنتجات/i });
    await userEvent.type(box, 'CHICKEN');
    const status = await canvas.findByText(/\d+ products found|وجدنا/i, {}, { timeout: 8000 });
    await expect(status).toHaveAttribute('role', 'status');
    await userEvent.type(box, ' wings');
    await waitFor(() => expect(status).toHaveTextContent(/^(1 product found|وجدنا منتجًا واحدًا)$/));
  },
};

export const SearchOver5000Products: Story = {
  args: { path: `/search?q=${encodeURIComponent('عبوة ٤٢')}` },
  parameters: { msw: { handlers: handlersFor({ catalogue: scenarios.catalogue?.manyProducts ?? [] }) }, visual: { frame: 'viewport' } },
  play: async ({ canvas }) => {
    // The Arabic-Indic digits match the packs' numbers, whichever digits the name is written in.
    const count = await canvas.findByText(/^([\d,]+ products found|وجدنا [\d,]+ منتج(ًا)?)$/, {}, { timeout: 8000 });
    const list = canvas.getByRole('list', { name: count.textContent ?? '' });
    const [first] = within(list).getAllByRole('link');
    await expect(first).toHaveTextContent(/(Pack 42|عبوة ٤٢)$/);
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(200);
  },
};

export const SearchWhenTheListingFails: Story = {
  args: { path: '/search?q=milk' },
  parameters: { msw: { handlers: handlersFor({ catalogue: scenarios.catalogue?.serverError ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى/i }, { timeout: 8000 })).toBeVisible();
  },
};

export const Settings: Story = {
  args: { path: '/settings' },
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main', { name: /^(settings|الإعدادات)$/i }, { timeout: 8000 });
    await expect(within(main).getByRole('radio', { name: /^(delivery|توصيل)/i })).toBeChecked();
    await userEvent.click(within(main).getByRole('radio', { name: /^(pickup|استلام من المتجر)/i }));
    await waitFor(() => expect(within(main).getByRole('radio', { name: /^(pickup|استلام من المتجر)/i })).toBeChecked());
  },
};
