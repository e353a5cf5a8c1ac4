import { useCallback, useMemo, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { foldForSearch, matchesTerms, searchTerms, type ApiError } from '@dukkan/core';
import { longArabicProducts, manyProducts, storyCategories, storyProducts } from '../shared/catalogueStoryData.ts';
import type { CatalogueChange, CatalogueEdit, CatalogueEditFailure, CatalogueProductRow } from '../shared/types.ts';
import { ProductsListView, type ProductsListViewProps } from './ProductsListView.tsx';

function applied(row: CatalogueProductRow, change: CatalogueChange): CatalogueProductRow {
  switch (change.kind) {
    case 'hidden':
      return { ...row, hidden: change.value };
    case 'available':
      return { ...row, isAvailable: change.value };
    case 'price':
      return { ...row, price: change.value };
    case 'offer':
      return { ...row, offerPrice: change.value, addonsOffer: change.addonsOffer };
    case 'perOrderQuantity':
      return { ...row, perOrderQuantity: change.value };
  }
}

const NONE: readonly string[] = [];
const REFUSED: ApiError = { kind: 'http', status: 500, message: 'Server error' };

/**
 * The list with the app's behaviour: the query, the open form and the rows live in state; a
 * change shows at once and, for the products named in `refuse`, comes back as refused and is
 * put back, as the data layer does. With `searchAsTheAppDoes`, each keystroke keeps only the rows
 * whose names or barcode hold every word typed, folded once per row, like the data layer's
 * `productFilter` (the 2,000-product story, timed by scripts/bench/catalogue-list.ts).
 */
function LiveList({
  refuse = NONE,
  refuseOnce = NONE,
  searchAsTheAppDoes = false,
  ...props
}: ProductsListViewProps & { refuse?: readonly string[]; refuseOnce?: readonly string[]; searchAsTheAppDoes?: boolean }) {
  // Products in `refuseOnce` fail their first change only (a 5xx on the way), then go through.
  const refusedOnce = useRef(new Set<string>());
  const [rows, setRows] = useState(props.products);
  const [q, setQ] = useState(props.query);
  const folded = useMemo(
    () => new Map(rows.map((r) => [r.id, foldForSearch([r.name, r.nameAr, r.size, r.sizeAr, r.barcode].join(' '))])),
    [rows],
  );
  const shown = useMemo(() => {
    const terms = searchTerms(q);
    if (!searchAsTheAppDoes || terms.length === 0) return rows;
    return rows.filter((r) => matchesTerms(folded.get(r.id) ?? '', terms));
  }, [rows, folded, q, searchAsTheAppDoes]);
  const [editing, setEditing] = useState(props.editing);
  const { onChange: sent, onEditingChange: opened } = props;
  // Stable between keys, as the app's callbacks are, so typing does not make the columns again.
  const onEditingChange = useCallback(
    (id: string | null) => {
      setEditing(id);
      opened(id);
    },
    [opened],
  );
  const change = useCallback(
    async (edits: readonly CatalogueEdit[]): Promise<CatalogueEditFailure[]> => {
      await sent(edits);
      const before = new Map(rows.map((r) => [r.id, r]));
      setRows((current) => current.map((r) => edits.filter((e) => e.product === r.id).reduce((next, e) => applied(next, e.change), r)));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const failed = edits.filter(
        (e) => refuse.includes(e.product) || (refuseOnce.includes(e.product) && !refusedOnce.current.has(e.product)),
      );
      failed.forEach((e) => refusedOnce.current.add(e.product));
      setRows((current) => current.map((r) => (failed.some((e) => e.product === r.id) ? (before.get(r.id) ?? r) : r)));
      return failed.map((e) => ({ product: before.get(e.product)!, change: e.change, error: REFUSED }));
    },
    [rows, refuse, refuseOnce, sent],
  );
  return (
    <ProductsListView
      {...props}
      products={shown}
      query={q}
      onQueryChange={(next) => {
        setQ(next);
        props.onQueryChange(next);
      }}
      editing={editing}
      onEditingChange={onEditingChange}
      onChange={change}
      onSavePrices={async (product, values) => {
        await props.onSavePrices(product, values);
        const edits: CatalogueEdit[] = [];
        if (values.price !== product.price) edits.push({ product: product.id, change: { kind: 'price', value: values.price } });
        if (values.offerPrice !== product.offerPrice)
          edits.push({ product: product.id, change: { kind: 'offer', value: values.offerPrice, addonsOffer: values.addonsOffer } });
        return change(edits);
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/Catalogue/ProductsListView',
  component: LiveList,
  parameters: { layout: 'padded' },
  args: {
    breadcrumbs: [{ id: 'products', label: <FormattedMessage id="dashboard.nav.products" /> }],
    products: storyProducts,
    total: storyProducts.length,
    status: 'ready',
    onRetry: fn(),
    query: '',
    onQueryChange: fn(),
    categories: storyCategories,
    filters: { category: null, subCategory: null, available: 'all', hidden: 'all' },
    onFiltersChange: fn(),
    onClearFilters: fn(),
    sort: 'name',
    onSortChange: fn(),
    canEdit: true,
    onChange: fn(async () => []),
    onSavePrices: fn(async () => []),
    editing: null,
    onEditingChange: fn(),
  },
} satisfies Meta<typeof LiveList>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement.querySelector<HTMLElement>('[role="table"]')!);
/** The body rows (the header row is aria-rowindex 1). */
const bodyRows = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[role="table"] [role="row"]')].filter(
    (row) => row.getAttribute('aria-rowindex') !== '1',
  );

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(8);
    // Both names on every row, the offer with its floored percentage (45.00 → 39.75 is 11.67%).
    await expect(rows[0]).toHaveTextContent('مانجو ألفونسو ١٢ حبة');
    await expect(rows[0]).toHaveTextContent(/11% off|خصم 11٪/);
  },
};

export const Loading: Story = { args: { status: 'loading', products: [], total: 0 } };

export const Empty: Story = {
  args: { products: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/the shop sells no products yet|لا يبيع المتجر أي منتج بعد/i)).toBeVisible();
  },
};

export const NoMatches: Story = {
  args: { products: [], query: 'zaatar', filters: { category: 'cat-dairy', subCategory: null, available: 'no', hidden: 'all' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /clear search and filters|مسح البحث والتصفية/i }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { status: 'error', products: [], total: 0, error: { kind: 'network', status: 0, message: 'offline' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/couldn't reach the server to load the products|تعذّر الوصول إلى الخادم لتحميل المنتجات/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongArabicContent: Story = { args: { products: longArabicProducts, total: 420 } };

export const NarrowPhone: Story = {
  args: { products: storyProducts.slice(0, 4) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A cashier reads the catalogue: states as badges, no switches, no selection, no edit button. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('switch')).toHaveLength(0);
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.getAllByText(/^(out of stock|نفد من المخزون)$/i).length).toBeGreaterThan(0);
  },
};

/** 2,000 products: only the rows in view are in the page, and the table still counts them all. */
export const TwoThousandProducts: Story = {
  args: { products: manyProducts(2000), total: 2000, searchAsTheAppDoes: true },
  parameters: { visual: { frame: 'viewport' } },
  play: async ({ canvasElement }) => {
    const tableEl = canvasElement.querySelector('[role="table"]')!;
    await expect(tableEl).toHaveAttribute('aria-rowcount', '2001');
    await waitFor(() => expect(tableEl.querySelectorAll('[role="row"]').length).toBeLessThan(80));
  },
};

export const SearchesAndFilters: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /search products|البحث في المنتجات/i }), 'موز');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('موز');
    await userEvent.click(canvas.getByRole('button', { name: /availability|التوفّر/i }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /^(out of stock|نفد من المخزون)$/i }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ available: 'no' });
    await userEvent.click(table(canvasElement).getByRole('button', { name: /^(price|السعر)/i }));
    await expect(args.onSortChange).toHaveBeenCalledWith('price');
  },
};

/** The availability switch sends one change and stays; the owner sees it at once. */
export const MarksOutOfStock: Story = {
  play: async ({ canvas, args }) => {
    const kiwi = canvas.getByRole('switch', { name: /^(kiwi is available|كيوي متوفر)$/i });
    await expect(kiwi).toBeChecked();
    await userEvent.click(kiwi);
    await expect(args.onChange).toHaveBeenCalledWith([{ product: 'st-sp-kiwi', change: { kind: 'available', value: false } }]);
    await waitFor(() => expect(kiwi).not.toBeChecked());
  },
};

/** The server refuses: the switch is back where it was and the page names the product and why. */
export const RefusedChangeRollsBack: Story = {
  args: { refuse: ['st-sp-kiwi'] },
  play: async ({ canvas }) => {
    const hide = canvas.getByRole('switch', { name: /^(hide kiwi from customers|إخفاء كيوي عن العملاء)$/i });
    await userEvent.click(hide);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/the visibility of kiwi was not changed|لم يتغيّر ظهور كيوي/i);
    await expect(alert).toHaveTextContent(/something went wrong on the server|حدث خطأ في الخادم/i);
    await expect(hide).not.toBeChecked();
  },
};

/** Bulk: three products selected, one refused; the others change and the message names the one that did not. */
export const BulkHidePartlyFails: Story = {
  args: { refuse: ['st-sp-lemon'] },
  play: async ({ canvas, canvasElement, args }) => {
    const rows = table(canvasElement);
    for (const name of ['(kiwi|كيوي)', '(lemon|ليمون)', '(pineapple|أناناس)'])
      await userEvent.click(rows.getByRole('checkbox', { name: new RegExp(`^(select|تحديد) ${name}$`, 'i') }));
    const toolbar = canvas.getByRole('toolbar');
    await expect(toolbar).toHaveTextContent(/3 selected|تم تحديد 3 عناصر/);
    await userEvent.click(within(toolbar).getByRole('button', { name: /^(hide|إخفاء)$/i }));
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.arrayContaining([{ product: 'st-sp-lemon', change: { kind: 'hidden', value: true } }]),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/1 of 3 products was not changed|لم يتغيّر منتج واحد من 3/);
    await expect(alert).toHaveTextContent(/not changed: lemon|لم يتغيّر: ليمون/i);
    await expect(canvas.getByRole('switch', { name: /^(hide kiwi from customers|إخفاء كيوي عن العملاء)$/i })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /^(hide lemon from customers|إخفاء ليمون عن العملاء)$/i })).not.toBeChecked();
  },
};

/**
 * A new price that fails on the way (a 5xx): it is put back, the page says why and offers "Try
 * again", which sends the price as typed; it goes through the second time.
 */
export const PriceSaveFailsThenRetry: Story = {
  args: { refuseOnce: ['st-sp-kiwi'] },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(edit price and offer of kiwi|تعديل سعر كيوي وعرضه)$/i }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const price = dialog.getByRole('textbox', { name: /^(price \(aed\)|السعر \(درهم\))/i });
    await userEvent.clear(price);
    await userEvent.type(price, '19.5');
    await userEvent.click(dialog.getByRole('button', { name: /^(save|حفظ)$/i }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/something went wrong on the server|حدث خطأ في الخادم/i);
    const kiwi = () => bodyRows(canvasElement).find((row) => /kiwi|كيوي/i.test(row.textContent ?? ''))!;
    await waitFor(() => expect(kiwi()).toHaveTextContent(/18\.00/));
    await userEvent.click(within(alert).getByRole('button', { name: /^(try again|حاول مرة أخرى)$/i }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(kiwi()).toHaveTextContent(/19\.50/));
    await expect(args.onSavePrices).toHaveBeenCalledTimes(2);
    await expect(args.onSavePrices).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'st-sp-kiwi' }),
      expect.objectContaining({ price: 1950 }),
    );
  },
};

/** The edit button opens the price form of its product. */
export const OpensThePriceForm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(edit price and offer of kiwi|تعديل سعر كيوي وعرضه)$/i }));
    await expect(args.onEditingChange).toHaveBeenCalledWith('st-sp-kiwi');
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('textbox', { name: /^(price \(aed\)|السعر \(درهم\))/i })).toHaveValue('18');
    await expect(dialog.getByRole('textbox', { name: /^(offer price \(aed\)|سعر العرض \(درهم\))/i })).toHaveValue('16.25');
  },
};
