import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  emptyTicket,
  filledTicket,
  longNameProducts,
  longTicket,
  mango,
  posProducts,
  storyDone,
  storyLine,
  storyTicket,
} from '../posStoryData.ts';
import type { PosProduct, PosScanResult, PosTicketView } from '../types.ts';
import { PosView, type PosViewProps } from './PosView.tsx';

/** A search and a ticket that work, as the app's route does, for the behaviour stories. */
function Counter(props: PosViewProps) {
  const [query, setQuery] = useState(props.query);
  const [ticket, setTicket] = useState<PosTicketView>(props.ticket);
  const found = props.products.filter((p) => `${p.name} ${p.nameAr} ${p.barcode}`.toLowerCase().includes(query.trim().toLowerCase()));
  const add = (product: PosProduct) => {
    props.onAdd(product);
    setTicket((current) => {
      const known = current.lines.find((l) => l.product.id === product.id);
      const lines = known
        ? current.lines.map((l) => (l === known ? storyLine(product, l.count + 1) : l))
        : [...current.lines, storyLine(product, 1)];
      return storyTicket(lines, { ...current, lines, estimateFils: storyTicket(lines).estimateFils });
    });
  };
  const scan = (text: string): PosScanResult => {
    props.onScan(text);
    const product = props.products.find((p) => p.barcode !== '' && p.barcode === text);
    if (product && !product.isAvailable) return { kind: 'unavailable', product };
    if (product) {
      add(product);
      return { kind: 'added', product };
    }
    return /^\d{4,}$/.test(text) ? { kind: 'unknownBarcode', code: text } : { kind: 'notBarcode' };
  };
  return (
    <PosView
      {...props}
      query={query}
      onQueryChange={(q) => {
        props.onQueryChange(q);
        setQuery(q);
      }}
      products={found}
      matches={found.length}
      onScan={scan}
      onAdd={add}
      ticket={ticket}
      onChange={(field, value) => {
        props.onChange(field, value);
        setTicket((current) => ({ ...current, [field]: value }));
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/Orders/PointOfSale',
  component: PosView,
  // A counter screen is laid out to the screen's height (the ticket is capped at 100dvh): its
  // picture is the screen, as the cashier sees it (.storybook/visual/picture.ts).
  parameters: { layout: 'padded', visual: { frame: 'viewport' } },
  args: {
    breadcrumbs: [{ id: 'pos', label: <FormattedMessage id="dashboard.nav.pointOfSale" /> }],
    query: '',
    onQueryChange: fn(),
    products: posProducts,
    matches: posProducts.length,
    productsStatus: 'ready',
    onRetryProducts: fn(),
    onScan: fn((): PosScanResult => ({ kind: 'notBarcode' })),
    onAdd: fn(),
    ticket: emptyTicket,
    onCountChange: fn(),
    onRemove: fn(),
    onChange: fn(),
    onClear: fn(),
    onCharge: fn(),
    charging: false,
    chargeError: null,
    done: null,
    receiptHref: '/orders/ord-10388/ticket?kind=receipt',
    kitchenTicketHref: '/orders/ord-10388/ticket',
    onNewSale: fn(),
  },
} satisfies Meta<typeof PosView>;

export default meta;
type Story = StoryObj<typeof meta>;

const SEARCH = /^(product name or barcode|اسم المنتج أو الباركود)/i;
const CHARGE = /^(charge|ادفع)/i;

/** A new sale: the search box has the focus, the grid shows the shop's products, the ticket is empty and Charge waits. */
export const EmptyTicket: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: SEARCH })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: CHARGE })).toHaveAttribute('aria-disabled', 'true');
    // An unavailable product is in the grid, marked, and cannot be added.
    await expect(canvas.getByRole('button', { name: /pineapple|أناناس/i })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A dine-in order at table 4 paid by card: a weighed line in 500 g steps, the customer and the kitchen's note. */
export const Filled: Story = {
  args: { ticket: filledTicket },
  play: async ({ canvas }) => {
    const lines = canvas.getByRole('list', { name: /^(items in the order|أصناف الطلب)$/i });
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(lines).getByRole('group', { name: /kiwi|كيوي/i })).toHaveTextContent('1500 G');
    await expect(canvas.getByRole('textbox', { name: /^(table number|رقم الطاولة)/i })).toHaveValue('4');
  },
};

/** Long English and Arabic names wrap in the tiles and in the ticket; nothing is cut off. */
export const LongNames: Story = {
  args: { products: longNameProducts, matches: longNameProducts.length, ticket: longTicket },
};

/** The products are on their way: the grid's place is kept, the search and the ticket already work. */
export const LoadingProducts: Story = {
  args: { productsStatus: 'loading', products: [], matches: 0 },
};

/** The products could not be loaded: said so, with a retry; the ticket is kept. */
export const ProductsLoadError: Story = {
  args: { productsStatus: 'error', products: [], matches: 0, ticket: filledTicket },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(try again|حاول مرة أخرى|إعادة المحاولة)/i }));
    await expect(args.onRetryProducts).toHaveBeenCalled();
  },
};

/** A search that finds nothing says what was searched for. */
export const NoMatch: Story = {
  args: { query: 'saffron', products: [], matches: 0 },
};

/** A scanner types a product's digits and Enter: the product is added, the box is emptied and "Added …" is announced; a second scan adds one more. */
export const ScansABarcode: Story = {
  render: (args) => <Counter {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const search = canvas.getByRole('searchbox', { name: SEARCH });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard(`${mango.barcode}{Enter}`);
    await expect(args.onScan).toHaveBeenCalledWith(mango.barcode);
    await expect(search).toHaveValue('');
    const announcer = canvasElement.querySelector('[data-pos-announcer]')!;
    await waitFor(() => expect(announcer.textContent).toMatch(/^(added alphonso mango 12 pcs|تمت إضافة مانجو ألفونسو ١٢ حبة)/i));
    await userEvent.keyboard(`${mango.barcode}{Enter}`);
    const lines = canvas.getByRole('list', { name: /^(items in the order|أصناف الطلب)$/i });
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(lines).getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '2');
    await expect(search).toHaveFocus();
  },
};

/** An unknown barcode is said so, and stays selected: the next scan replaces it. */
export const UnknownBarcode: Story = {
  render: (args) => <Counter {...args} />,
  play: async ({ canvas }) => {
    const search = canvas.getByRole<HTMLInputElement>('searchbox', { name: SEARCH });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('6290000099999{Enter}');
    await expect(search).toHaveAccessibleDescription(/6290000099999/);
    await expect(search).toHaveAttribute('aria-invalid', 'true');
    await expect(search.selectionStart).toBe(0);
    await expect(search.selectionEnd).toBe('6290000099999'.length);
  },
};

/** Enter on a name that finds one product adds it; on a name that finds several it moves to the grid, where Enter adds. */
export const AddsBySearchAndKeyboard: Story = {
  render: (args) => <Counter {...args} />,
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: SEARCH });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('karak{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ name: 'Karak Tea' }));
    await expect(search).toHaveValue('');
    await userEvent.keyboard('o{Enter}');
    await expect(canvas.getByRole('button', { name: /alphonso mango|مانجو ألفونسو/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /hass avocado|أفوكادو هاس/i })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onAdd).toHaveBeenCalledTimes(3);
  },
};

/** Dine-in without a table: Charge says so and puts the focus on the table number; nothing is charged. */
export const DineInNeedsATable: Story = {
  render: (args) => <Counter {...args} />,
  args: { ticket: storyTicket([storyLine(mango, 1)], { fulfilment: 'dineIn' }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: CHARGE }));
    const table = canvas.getByRole('textbox', { name: /^(table number|رقم الطاولة)/i });
    await expect(table).toHaveFocus();
    await expect(table).toHaveAccessibleDescription(/1 to 999|١ إلى ٩٩٩/);
    await expect(args.onCharge).not.toHaveBeenCalled();
    await userEvent.type(table, '٤');
    await userEvent.click(canvas.getByRole('button', { name: CHARGE }));
    await expect(args.onCharge).toHaveBeenCalledTimes(1);
  },
};

/** The sale is being placed: Charge shows it is busy and takes no second press; the lines cannot change. */
export const Placing: Story = {
  args: { ticket: filledTicket, charging: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: CHARGE }));
    await expect(args.onCharge).not.toHaveBeenCalled();
  },
};

/** The server refused a product (409): said in the interface language, with the focus on it; the ticket is kept. */
export const PlaceRefused: Story = {
  args: {
    ticket: filledTicket,
    chargeError: { kind: 'http', status: 409, code: 'product_unavailable', message: 'Kiwi is not available.' },
  },
  play: async ({ canvasElement }) => {
    const alert = canvasElement.querySelector<HTMLElement>('[data-charge-error]')!;
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(alert).toHaveTextContent(/no longer available|لم يعد متوفراً/);
  },
};

/** No connection: nothing was charged and the order is kept. */
export const NetworkError: Story = {
  args: { ticket: filledTicket, chargeError: { kind: 'network', status: 0, message: 'Failed to fetch' } },
  // The refusal takes the focus (so the picture shows it there, not wherever focus was before).
  play: async ({ canvasElement }) => {
    const alert = canvasElement.querySelector<HTMLElement>('[data-charge-error]')!;
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(alert).toHaveTextContent(/no connection|لا يوجد اتصال/i);
  },
};

/** After the sale: the order number and the server's total, print links and "New sale" with the focus on the heading. */
export const Done: Story = {
  args: { done: storyDone },
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: /DK-10388/ });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('link', { name: /^(print receipt|اطبع الإيصال)$/i })).toHaveAttribute('href', args.receiptHref);
    await expect(canvas.getByRole('link', { name: /^(print kitchen ticket|اطبع تذكرة المطبخ)$/i })).toHaveAttribute(
      'href',
      args.kitchenTicketHref,
    );
    await userEvent.click(canvas.getByRole('button', { name: /^(new sale|بيع جديد)$/i }));
    await expect(args.onNewSale).toHaveBeenCalled();
  },
};

/** A counter tablet: one column, the ticket under the products. */
export const Tablet: Story = {
  args: { ticket: filledTicket },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** A phone at a pop-up stall. */
export const NarrowPhone: Story = {
  args: { ticket: filledTicket },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
