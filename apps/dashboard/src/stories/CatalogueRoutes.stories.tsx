import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor, scenarios } from '@dukkan/mocks';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * The catalogue area as the app runs it (issue #11): the real routes, hooks and set-info
 * changes against the MSW mock API, signed in as the demo shop owner.
 */
const meta = {
  title: 'Apps/Dashboard/Catalogue',
  component: ConnectedDashboardRoute,
  args: { path: '/catalogue/products', as: 'seller' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 10000 };
const products = scenarios.products!;

const bodyRows = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[role="table"] [role="row"]')].filter(
    (row) => row.getAttribute('aria-rowindex') !== '1',
  );
const rowOf = (canvasElement: HTMLElement, text: string) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[role="table"] [role="row"]')].find((row) => row.textContent?.includes(text));

/** The shop's products (over 300), windowed: only the rows in view are in the page. */
export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^(products|المنتجات)$/i }, WAIT)).toBeVisible();
    await waitFor(
      () => expect(Number(canvasElement.querySelector('[role="table"]')?.getAttribute('aria-rowcount'))).toBeGreaterThan(300),
      WAIT,
    );
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);
  },
};

/** A shared link keeps its search and filter: an Arabic name, available products only. */
export const SearchedFromTheUrl: Story = {
  args: { path: '/catalogue/products?q=%D9%85%D8%A7%D9%86%D8%AC%D9%88&f.available=yes' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rowOf(canvasElement, 'مانجو ألفونسو')).toBeTruthy(), WAIT);
    await expect(canvas.getByRole('searchbox')).toHaveValue('مانجو');
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent('مانجو');
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: handlersFor({ products: products.empty ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/the shop sells no products yet|لا يبيع المتجر أي منتج بعد/i, {}, WAIT)).toBeVisible();
  },
};

export const ListFails: Story = {
  parameters: { msw: { handlers: handlersFor({ products: products.serverError ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }, { timeout: 15000 })).toBeVisible();
  },
};

/** The form the URL opened: an offer for Papaya (12.00 → 9.00), shown in its row with 25% off. */
export const SetsAnOffer: Story = {
  args: { path: '/catalogue/products?q=papaya&dialog=edit.sp-1006' },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(document.body).findByRole('dialog', {}, WAIT));
    const offer = dialog.getByRole('textbox', { name: /^(offer price \(aed\)|سعر العرض \(درهم\))/i });
    await userEvent.type(offer, '٩');
    await userEvent.click(dialog.getByRole('button', { name: /^(save|حفظ)$/i }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), WAIT);
    await waitFor(() => expect(rowOf(canvasElement, 'Papaya')).toHaveTextContent(/25% off|خصم 25٪/), WAIT);
  },
};

/** set-info fails: the availability switch goes back and the page says which product and why. */
export const RefusedChangeRollsBack: Story = {
  args: { path: '/catalogue/products?q=kiwi' },
  parameters: { msw: { handlers: handlersFor({ products: products.setInfoFails ?? [] }) } },
  play: async ({ canvas }) => {
    const kiwi = await canvas.findByRole('switch', { name: /^(kiwi is available|كيوي متوفر)$/i }, WAIT);
    await userEvent.click(kiwi);
    const alert = await canvas.findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(/the availability of kiwi was not changed|لم يتغيّر توفّر كيوي/i);
    await waitFor(() => expect(kiwi).toBeChecked(), WAIT);
  },
};

/** A cashier reads the list: no switches, no selection, no edit buttons. */
export const CashierReadsOnly: Story = {
  args: { as: 'cashier', path: '/catalogue/products?q=kiwi' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rowOf(canvasElement, 'Kiwi')).toBeTruthy(), WAIT);
    await expect(canvas.queryAllByRole('switch')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: /edit price and offer|تعديل سعر/i })).toBeNull();
  },
};

/** Seeded Chicken Shawarma Sandwich of the demo shop: Size, then Extras. */
const SHAWARMA_ADDONS = '/catalogue/products/sp-1320/addons';
const groupTitles = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('article h2')].map((h) => h.textContent);

/** A product's add-on groups, opened from the list's "Add-ons" link. */
export const OpensAddonsFromTheList: Story = {
  args: { path: '/catalogue/products?q=shawarma' },
  play: async ({ canvas, canvasElement }) => {
    const link = await canvas.findByRole('link', { name: /^(add-ons of chicken shawarma sandwich|إضافات ساندويتش شاورما دجاج)$/i }, WAIT);
    await userEvent.click(link);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: /^(add-ons: chicken shawarma sandwich|الإضافات: ساندويتش شاورما دجاج)$/i },
        WAIT,
      ),
    ).toBeVisible();
    await waitFor(() => expect(groupTitles(canvasElement)).toEqual(['Size', 'Extras']), WAIT);
  },
};

/** The owner moves Extras above Size by keyboard; the mock API keeps the new order. */
export const ReordersAddonsByKeyboard: Story = {
  args: { path: SHAWARMA_ADDONS },
  play: async ({ canvas, canvasElement }) => {
    const handle = await canvas.findByRole('button', { name: /^(move extras|نقل إضافات)$/i }, WAIT);
    handle.focus();
    await userEvent.keyboard(' {ArrowUp} ');
    await waitFor(() => expect(groupTitles(canvasElement)).toEqual(['Extras', 'Size']), WAIT);
    await expect(canvasElement.ownerDocument.querySelector('[aria-live="assertive"]')).toHaveTextContent(/position 1 of 2|الموضع/);
  },
};

/** Every add-on change fails: the order is put back and the page says so. */
export const AddonsReorderFails: Story = {
  args: { path: SHAWARMA_ADDONS },
  parameters: { msw: { handlers: handlersFor({ products: products.addonsFail ?? [] }) } },
  play: async ({ canvas, canvasElement }) => {
    const handle = await canvas.findByRole('button', { name: /^(move extras|نقل إضافات)$/i }, WAIT);
    handle.focus();
    await userEvent.keyboard(' {ArrowUp} ');
    const alert = await canvas.findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(/new order was not saved|لم يُحفظ الترتيب الجديد/i);
    await waitFor(() => expect(groupTitles(canvasElement)).toEqual(['Size', 'Extras']), WAIT);
  },
};

export const AddonsEmpty: Story = {
  // Papaya has no add-on groups.
  args: { path: '/catalogue/products/sp-1006/addons' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/no add-on groups yet|لا توجد مجموعات إضافات بعد/i, {}, WAIT)).toBeVisible();
  },
};

/** A product the shop does not sell: the page says so instead of an empty list. */
export const AddonsOfAnUnknownProduct: Story = {
  args: { path: '/catalogue/products/sp-nope/addons' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/doesn't sell this product|لا يبيع هذا المنتج/i, {}, { timeout: 15000 })).toBeVisible();
  },
};

/** A cashier reads the add-ons: no handles, no edit or delete. */
export const CashierReadsAddons: Story = {
  args: { as: 'cashier', path: SHAWARMA_ADDONS },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(groupTitles(canvasElement)).toEqual(['Size', 'Extras']), WAIT);
    await expect(canvas.queryByRole('button', { name: /^(move|نقل) /i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(add a group|إضافة مجموعة)$/i })).toBeNull();
  },
};

const filters = scenarios.filters!;

/** The platform's filters (decision 0071): the shop offers some, and can offer the others. */
export const Filters: Story = {
  args: { path: '/catalogue/filters' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^(product filters|فلاتر المنتجات)$/i }, WAIT)).toBeVisible();
    const switches = await canvas.findAllByRole('switch', {}, WAIT);
    await expect(switches.some((s) => (s as HTMLInputElement).checked)).toBe(true);
    await expect(switches.some((s) => !(s as HTMLInputElement).checked)).toBe(true);
  },
};

/** A shared link opens one filter's products, the ones that carry it ticked first. */
export const FilterProducts: Story = {
  args: { path: '/catalogue/filters?dialog=products%3Afilter-1001-01' },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', {}, WAIT));
    await waitFor(() => expect(dialog.getAllByRole('checkbox').length).toBeGreaterThan(5), WAIT);
  },
};

export const FiltersEmpty: Story = {
  args: { path: '/catalogue/filters' },
  parameters: { msw: { handlers: handlersFor({ filters: filters.empty ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^(no filters yet|لا توجد فلاتر بعد)$/i, {}, WAIT)).toBeVisible();
  },
};

/** Add products (decision 0072): a private dish found by name, added at a price; it leaves the suggestions. */
export const AddsAProductAtAPrice: Story = {
  args: { path: '/catalogue/add?q=harees' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^(add to my shop ?harees|أضفه إلى متجري ?هريس)$/i }, WAIT));
    const dialog = within(await within(document.body).findByRole('dialog', {}, WAIT));
    await userEvent.type(dialog.getByRole('textbox', { name: /^(price \(aed\)|السعر \(درهم\))/i }), '٢٤٫٧٥');
    await userEvent.click(dialog.getByRole('button', { name: /^(add to my shop|أضفه إلى متجري)$/i }));
    await expect(await canvas.findByText(/^(no product matches|لا يوجد منتج مطابق)$/i, {}, WAIT)).toBeVisible();
  },
};

/** My products by private category; a kg product shows its step in grams. */
export const PrivateProducts: Story = {
  args: { path: '/catalogue/private?f.category=cat-meat' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^(my products|منتجاتي)$/i }, WAIT)).toBeVisible();
    await waitFor(() => expect(rowOf(canvasElement, 'Kofta Mix') ?? rowOf(canvasElement, 'خلطة كفتة')).toBeTruthy(), WAIT);
    await expect(canvas.getAllByText(/in steps of|بخطوات من/i).length).toBeGreaterThan(0);
  },
};

export const PrivateProductsEmpty: Story = {
  args: { path: '/catalogue/private' },
  parameters: { msw: { handlers: handlersFor({ products: products.empty ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^(no products of your own yet|لا توجد منتجات خاصة بك بعد)$/i, {}, WAIT)).toBeVisible();
  },
};

/** A new product with a barcode the shop already uses: refused on the barcode field, the name typed stays. */
export const NewPrivateProductDuplicateBarcode: Story = {
  args: { path: '/catalogue/private/new' },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: /^(name \(english\)|الاسم \(بالإنجليزية\))/i }, WAIT);
    await userEvent.type(name, 'Camel Burger');
    const barcode = canvas.getByRole('textbox', { name: /^(barcode|الباركود)/i });
    await userEvent.type(barcode, '200100100001');
    await userEvent.click(await canvas.findByRole('button', { name: /(category|الفئة)/i }, WAIT));
    await userEvent.click(await within(document.body).findByRole('option', { name: /^(ready meals|وجبات جاهزة)$/i }, WAIT));
    await userEvent.click(canvas.getByRole('button', { name: /^(create product|أنشئ المنتج)$/i }));
    await waitFor(() => expect(barcode).toHaveAttribute('aria-invalid', 'true'), WAIT);
    await expect(canvas.getAllByText(/another of your products has this barcode|لمنتج آخر من منتجاتك هذا الباركود/i)[0]).toBeVisible();
    await expect(name).toHaveValue('Camel Burger');
  },
};
