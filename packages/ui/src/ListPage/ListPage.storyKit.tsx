import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '../Badge/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { Select } from '../Select/index.ts';
import { ListPage, type ListPageProps } from './ListPage.tsx';

/** A product as the dashboard lists it; names are user data in both languages. */
export interface StoryProduct {
  id: string;
  name: string;
  nameAr: string;
  category: 'fruit' | 'vegetables' | 'dairy' | 'bakery' | 'drinks' | 'sweets';
  /** fils */
  price: number;
  stock: number;
}

export const storyProducts: readonly StoryProduct[] = [
  { id: 'p1', name: 'Khalas dates, 1 kg', nameAr: 'تمر خلاص، 1 كغ', category: 'fruit', price: 3_200, stock: 40 },
  { id: 'p2', name: 'Full-fat laban, 1 L', nameAr: 'لبن كامل الدسم، 1 لتر', category: 'dairy', price: 650, stock: 4 },
  { id: 'p3', name: 'Arabic bread, pack of 6', nameAr: 'خبز عربي، 6 أرغفة', category: 'bakery', price: 300, stock: 80 },
  { id: 'p4', name: 'Nabulsi cheese, 500 g', nameAr: 'جبنة نابلسية، 500 غ', category: 'dairy', price: 2_450, stock: 0 },
  { id: 'p5', name: 'Fresh mint, one bunch', nameAr: 'نعناع طازج، ربطة واحدة', category: 'vegetables', price: 200, stock: 25 },
  { id: 'p6', name: "Za'atar manakish, 4 pieces", nameAr: 'مناقيش زعتر، 4 قطع', category: 'bakery', price: 1_200, stock: 3 },
  { id: 'p7', name: 'Pomegranate juice, 1 L', nameAr: 'عصير رمان، 1 لتر', category: 'drinks', price: 1_500, stock: 30 },
  { id: 'p8', name: 'Pistachio baklava, 500 g', nameAr: 'بقلاوة بالفستق، 500 غ', category: 'sweets', price: 4_975, stock: 12 },
];

export const longProducts: readonly StoryProduct[] = [
  {
    ...storyProducts[0]!,
    name: 'Premium Khalas dates from the Al Ain oases, hand-picked and packed in a gift box of 1 kg',
    nameAr: 'تمر خلاص فاخر من واحات العين، مقطوف يدويًا ومعبأ في علبة هدايا بوزن كيلوغرام واحد',
  },
  {
    ...storyProducts[1]!,
    name: 'Full-fat laban from local farms, chilled, best before the date printed on the cap',
    nameAr: 'لبن كامل الدسم من المزارع المحلية، مبرّد، يُستهلك قبل التاريخ المطبوع على الغطاء',
  },
  ...storyProducts.slice(2, 5),
];

const CATEGORY_MESSAGES = {
  fruit: 'ui.story.overlays.catFruit',
  vegetables: 'ui.story.overlays.catVegetables',
  dairy: 'ui.story.overlays.catDairy',
  bakery: 'ui.story.overlays.catBakery',
  drinks: 'ui.story.overlays.catDrinks',
  sweets: 'ui.story.overlays.catSnacks',
} as const;

function ProductName({ product }: { product: StoryProduct }) {
  const intl = useIntl();
  return <bdi>{intl.locale.startsWith('ar') ? product.nameAr : product.name}</bdi>;
}

function StockBadge({ stock }: { stock: number }) {
  if (stock === 0)
    return (
      <Badge tone="danger">
        <FormattedMessage id="ui.story.templates.outOfStock" />
      </Badge>
    );
  if (stock < 5)
    return (
      <Badge tone="warning">
        <FormattedMessage id="ui.story.data.badgeLowStock" />
      </Badge>
    );
  return (
    <Badge tone="success">
      <FormattedMessage id="ui.story.templates.inStock" />
    </Badge>
  );
}

const columns: DataTableColumn<StoryProduct>[] = [
  {
    key: 'name',
    header: <FormattedMessage id="ui.story.templates.colProduct" />,
    minWidth: 200,
    grow: 3,
    cell: (p) => <ProductName product={p} />,
  },
  {
    key: 'category',
    header: <FormattedMessage id="ui.story.data.colCategory" />,
    minWidth: 120,
    cell: (p) => <FormattedMessage id={CATEGORY_MESSAGES[p.category]} />,
  },
  { key: 'price', header: <FormattedMessage id="ui.story.templates.colPrice" />, kind: 'money', width: 120 },
  { key: 'stock', header: <FormattedMessage id="ui.story.templates.colStock" />, kind: 'number', width: 90 },
  { key: 'status', header: <FormattedMessage id="ui.story.data.colStatus" />, width: 140, cell: (p) => <StockBadge stock={p.stock} /> },
];

/** The category filter of the products list; its value would live in the URL too. */
function CategoryFilter() {
  const intl = useIntl();
  const options = [
    { id: 'all', label: intl.formatMessage({ id: 'ui.story.templates.allCategories' }) },
    ...Object.entries(CATEGORY_MESSAGES).map(([id, message]) => ({ id, label: intl.formatMessage({ id: message }) })),
  ];
  return <Select label={<FormattedMessage id="ui.story.data.colCategory" />} options={options} defaultValue="all" />;
}

export interface ProductsListProps extends Omit<ListPageProps, 'search' | 'filters' | 'children' | 'selectedCount'> {
  products: readonly StoryProduct[];
  /** The search query, as the URL would hold it. */
  query: string;
  onQueryChange: (query: string) => void;
  withFilters?: boolean;
  /** The query reaches the page this long after each key, as a URL update can while data loads. */
  queryLagMs?: number;
  /** Rows selected when the story starts; the story keeps the selection as the app would. */
  initialSelection?: readonly string[];
  onSelectionChange: (keys: ReadonlySet<string>) => void;
}

/**
 * A products list on the template, wired the way a dashboard screen wires it: the query and
 * the selection are state here (the URL and the screen's state in the app), the table is a
 * DataTable that leaves naming and counting to the page.
 */
export function ProductsList({
  products,
  query: initialQuery,
  onQueryChange,
  withFilters = true,
  queryLagMs = 0,
  initialSelection = [],
  onSelectionChange,
  onClearSelection,
  ...page
}: ProductsListProps) {
  const intl = useIntl();
  const [query, setQuery] = useState(initialQuery);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initialSelection));
  const select = (keys: ReadonlySet<string>) => {
    setSelected(keys);
    onSelectionChange(keys);
  };
  return (
    <ListPage
      {...page}
      search={{
        label: intl.formatMessage({ id: 'ui.story.templates.searchProducts' }),
        value: query,
        onChange: (value) => {
          if (queryLagMs > 0) setTimeout(() => setQuery(value), queryLagMs);
          else setQuery(value);
          onQueryChange(value);
        },
      }}
      filters={withFilters ? <CategoryFilter /> : undefined}
      selectedCount={selected.size}
      onClearSelection={() => {
        select(new Set());
        onClearSelection?.();
      }}
    >
      <DataTable
        label={page.title}
        hideLabel
        columns={columns}
        rows={products}
        getRowKey={(p) => p.id}
        rowLabel={(p) => (intl.locale.startsWith('ar') ? p.nameAr : p.name)}
        selectable
        hideSelectionCount
        selectedKeys={selected}
        onSelectionChange={select}
        maxBlockSize="none"
      />
    </ListPage>
  );
}
