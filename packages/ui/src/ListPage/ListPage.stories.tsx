import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ListPage } from './ListPage.tsx';
import { longProducts, ProductsList, storyProducts, type ProductsListProps } from './ListPage.storyKit.tsx';

const addProduct = (
  <Button onClick={fn()}>
    <FormattedMessage id="ui.story.templates.addProduct" />
  </Button>
);

const phone: Story['decorators'] = [
  (Story) => (
    <div style={{ inlineSize: 360 }}>
      <Story />
    </div>
  ),
];

const meta = {
  title: 'UI/Templates/ListPage',
  component: ListPage,
  parameters: { layout: 'padded' },
  render: (args) => <ProductsList {...args} />,
  args: {
    title: <FormattedMessage id="ui.story.overlays.navProducts" />,
    description: <FormattedMessage id="ui.story.templates.productsDescription" />,
    breadcrumbs: [
      { id: 'home', href: '#dashboard', label: <FormattedMessage id="ui.story.overlays.navDashboard" /> },
      { id: 'products', label: <FormattedMessage id="ui.story.overlays.navProducts" /> },
    ],
    primaryAction: addProduct,
    status: 'ready',
    products: storyProducts,
    query: '',
    onQueryChange: fn(),
    onSelectionChange: fn(),
    onClearSelection: fn(),
    onRetry: fn(),
    bulkActions: (
      <>
        <Button variant="secondary" size="sm" onClick={fn()}>
          <FormattedMessage id="ui.story.templates.markOutOfStock" />
        </Button>
        <Button variant="danger" size="sm" onClick={fn()}>
          <FormattedMessage id="ui.story.overlays.delete" />
        </Button>
      </>
    ),
    pagination: { page: 1, pageCount: 5, onPageChange: fn() },
  },
} satisfies Meta<ProductsListProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = {
  args: {
    products: [],
    isEmpty: true,
    withFilters: false,
    empty: {
      title: <FormattedMessage id="ui.story.templates.emptyTitle" />,
      message: <FormattedMessage id="ui.story.templates.emptyMessage" />,
      action: addProduct,
    },
  },
};
/** A search that finds nothing keeps the search and filters, so the query can be changed. */
export const NoMatches: Story = {
  args: {
    products: [],
    isEmpty: true,
    query: 'kunafa',
    empty: {
      title: <FormattedMessage id="ui.story.templates.noMatchesTitle" />,
      message: <FormattedMessage id="ui.story.templates.noMatchesMessage" />,
      action: (
        <Button variant="secondary" onClick={fn()}>
          <FormattedMessage id="ui.story.templates.clearFilters" />
        </Button>
      ),
    },
  },
};
export const LoadError: Story = { args: { status: 'error', error: <FormattedMessage id="ui.story.templates.productsError" /> } };
export const LongArabicContent: Story = {
  args: {
    title: <FormattedMessage id="ui.story.templates.longListTitle" />,
    description: <FormattedMessage id="ui.story.templates.longListDescription" />,
    products: longProducts,
    pagination: { page: 48, pageCount: 120, onPageChange: fn() },
  },
};
export const NarrowPhone: Story = { args: { products: storyProducts.slice(0, 4) }, decorators: phone };
export const WithBulkActionsSelected: Story = { args: { initialSelection: ['p2', 'p4', 'p6'] } };

/** Selecting rows brings the bulk toolbar with the count (announced); Clear selection takes it away. */
export const AnnouncesTheSelectionAndClearsIt: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Khalas|خلاص/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /laban|لبن/ }));
    const toolbar = canvas.getByRole('toolbar', { name: /selected|المحدد/i });
    await expect(toolbar).toHaveTextContent(/2 selected|تم تحديد منتجين|تم تحديد عنصرين/);
    const status = canvas.getAllByRole('status').find((s) => /2|عنصرين/.test(s.textContent ?? ''));
    await expect(status).toBeDefined();
    // The table does not say it a second time.
    await expect(canvas.queryByText(/rows selected|صفوف|صفّين/)).toBeNull();
    await userEvent.click(within(toolbar).getByRole('button', { name: /clear selection|إلغاء التحديد/i }));
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await expect(args.onClearSelection).toHaveBeenCalledOnce();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

/** The field shows the caller's query and reports each keystroke, for the app to put in the URL. */
export const SearchesAsTheUserTypes: Story = {
  args: { query: 'dat' },
  play: async ({ canvas, args }) => {
    const search = within(canvas.getByRole('search')).getByRole('searchbox', { name: /search products|البحث في المنتجات/i });
    await expect(search).toHaveValue('dat');
    await userEvent.type(search, 'es');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('dates');
    await userEvent.clear(search);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
  },
};

/**
 * While the page's data first loads, the URL (and so the query given back) can lag behind the
 * keys. Every key stays in the box, and the late values, each an echo of what was typed, do not
 * put older text back.
 */
export const KeepsEveryKeyWhileTheQueryLags: Story = {
  args: { query: '', queryLagMs: 300 },
  play: async ({ canvas, args }) => {
    const search = within(canvas.getByRole('search')).getByRole('searchbox', { name: /search products|البحث في المنتجات/i });
    await userEvent.type(search, 'dates');
    await expect(search).toHaveValue('dates');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('dates');
    await new Promise((resolve) => setTimeout(resolve, 450));
    await expect(search).toHaveValue('dates');
  },
};

export const RetriesAfterALoadError: Story = {
  args: LoadError.args,
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/couldn't load the products|تعذّر تحميل المنتجات/);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: /pagination|التنقل بين الصفحات|الصفحات/i })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: /try again|حاول مرة أخرى|إعادة المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const MovesToAnotherPage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(page 2|الصفحة 2)$/i }));
    await expect(args.pagination?.onPageChange).toHaveBeenCalledWith(2);
  },
};
