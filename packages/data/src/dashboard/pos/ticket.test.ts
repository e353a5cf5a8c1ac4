import { describe, expect, it } from 'vitest';
import type { VendorProduct } from '../catalogue/model.ts';
import {
  asBarcode,
  createPosTicketStore,
  posCartNotes,
  posEstimateFils,
  posLineFils,
  POS_MAX_COUNT,
  productByBarcode,
  searchPosProducts,
} from './ticket.ts';

function product(id: string, rest: Partial<VendorProduct> = {}): VendorProduct {
  return {
    id,
    productId: `p-${id}`,
    name: 'Laban',
    nameAr: 'لبن',
    barcode: '',
    unit: 'piece',
    size: '',
    sizeAr: '',
    image: '',
    category: '',
    subCategory: '',
    price: 450,
    offerPrice: 0,
    addonsOffer: false,
    isAvailable: true,
    hidden: false,
    perOrderQuantity: 0,
    ...rest,
  } as VendorProduct;
}

const dates = product('d', { name: 'Medjool Dates', nameAr: 'تمر مجدول', unit: 'kg', paySize: 250, price: 5800 });
const mango = product('m', {
  name: 'Alphonso Mango',
  nameAr: 'مانجو ألفونسو',
  unit: 'box',
  barcode: '6290000010039',
  price: 4500,
  offerPrice: 3999,
});

describe('the ticket', () => {
  it('adds once more a product already there, prices kg lines in pay_size steps and offers first', () => {
    const store = createPosTicketStore({ newKey: () => 'k1' });
    store.forShop('shop-1');
    store.add(mango);
    store.add(mango);
    store.add(dates);
    expect(store.state.lines.map((l) => [l.product.id, l.count])).toEqual([
      ['m', 2],
      ['d', 1],
    ]);
    expect(posLineFils(store.state.lines[0]!)).toBe(7998);
    expect(posLineFils(store.state.lines[1]!)).toBe(1450);
    expect(posEstimateFils(store.state.lines)).toBe(9448);
    store.setCount('d', 5000);
    expect(store.state.lines[1]!.count).toBe(POS_MAX_COUNT);
    store.setCount('d', 0);
    expect(store.state.lines).toHaveLength(1);
  });

  it('freezes a placed sale until a new one, which gets a new key; another shop starts empty', () => {
    let n = 0;
    const store = createPosTicketStore({ newKey: () => `k${++n}` });
    store.forShop('shop-1');
    store.add(mango);
    const key = store.state.saleKey;
    store.placed({ orderId: 'o', number: 'DK-1', totalFils: 3999, payment: 'cash', dineIn: false, table: '' });
    store.add(mango);
    store.set('notes', 'late');
    expect(store.state.lines[0]!.count).toBe(1);
    expect(store.state.notes).toBe('');
    store.clear();
    expect(store.state).toMatchObject({ lines: [], receipt: null, shop: 'shop-1' });
    expect(store.state.saleKey).not.toBe(key);
    store.add(mango);
    store.forShop('shop-1');
    expect(store.state.lines).toHaveLength(1);
    store.forShop('shop-2');
    expect(store.state).toMatchObject({ lines: [], shop: 'shop-2' });
  });
});

describe('scanning and searching', () => {
  it('reads barcodes in either digit script, and only digits', () => {
    expect(asBarcode(' ٦٢٩٠٠٠٠٠١٠٠٣٩ ')).toBe('6290000010039');
    expect(asBarcode('mango')).toBeNull();
    expect(asBarcode('123')).toBeNull();
    expect(productByBarcode([dates, mango], '6290000010039')).toBe(mango);
    expect(productByBarcode([dates, mango], '629000001003')).toBeUndefined();
  });

  it('finds products by an English or Arabic name or a barcode', () => {
    expect(searchPosProducts([dates, mango], 'mango')).toEqual([mango]);
    expect(searchPosProducts([dates, mango], 'تمر')).toEqual([dates]);
    expect(searchPosProducts([dates, mango], '0039')).toEqual([mango]);
    expect(searchPosProducts([dates, mango], '  ')).toEqual([dates, mango]);
  });

  it('starts a dine-in sale’s notes with its table', () => {
    expect(posCartNotes({ fulfilment: 'dineIn', table: '٤', notes: ' No onions ' })).toBe('Table 4 — No onions');
    expect(posCartNotes({ fulfilment: 'dineIn', table: '12', notes: '' })).toBe('Table 12');
    expect(posCartNotes({ fulfilment: 'pickup', table: '4', notes: 'Bag' })).toBe('Bag');
  });
});
