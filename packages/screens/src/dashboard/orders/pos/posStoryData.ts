import type { Fils } from '@dukkan/core';
import type { PosDone, PosProduct, PosTicketLine, PosTicketView } from './types.ts';

const fils = (n: number) => n as Fils;

function product(id: string, name: string, nameAr: string, rest: Partial<PosProduct> = {}): PosProduct {
  return {
    id,
    name,
    nameAr,
    barcode: '',
    unit: 'piece',
    size: '',
    sizeAr: '',
    price: fils(500),
    offerPrice: fils(0),
    isAvailable: true,
    ...rest,
  };
}

export const mango = product('sp-1003', 'Alphonso Mango 12 pcs', 'مانجو ألفونسو ١٢ حبة', {
  unit: 'box',
  barcode: '6290000010039',
  size: '12 pcs',
  sizeAr: '١٢ حبة',
  price: fils(4500),
});
export const strawberries = product('sp-1016', 'Strawberries 250 g', 'فراولة ٢٥٠ غ', {
  unit: 'box',
  barcode: '6290000010169',
  size: '250 g',
  sizeAr: '٢٥٠ غ',
  price: fils(1250),
});
export const kiwi = product('sp-1007', 'Kiwi', 'كيوي', { unit: 'kg', paySize: 500, price: fils(1800), offerPrice: fils(1625) });
export const avocado = product('sp-1008', 'Hass Avocado', 'أفوكادو هاس', { price: fils(450), offerPrice: fils(375) });
export const pineapple = product('sp-1005', 'Pineapple', 'أناناس', { price: fils(950), isAvailable: false });
export const laban = product('sp-2001', 'Fresh Camel Milk Laban', 'لبن حليب النوق', {
  barcode: '2100100000001',
  size: '1 L',
  sizeAr: '١ لتر',
  price: fils(875),
});
export const dates = product('sp-1031', 'Medjool Dates', 'تمر مجدول', { unit: 'kg', paySize: 500, price: fils(5800) });
export const karak = product('sp-3001', 'Karak Tea', 'شاي كرك', { price: fils(300) });

export const posProducts: readonly PosProduct[] = [mango, avocado, dates, laban, karak, kiwi, pineapple, strawberries];

export const longNameProducts: readonly PosProduct[] = [
  product(
    'sp-9001',
    'Slow-roasted Lamb Ouzi with Saffron Rice, Nuts and Raisins (serves six)',
    'أوزي لحم ضأن مشوي ببطء مع أرز بالزعفران والمكسرات والزبيب (يكفي ستة أشخاص)',
    {
      price: fils(18500),
      size: 'Family tray',
      sizeAr: 'صينية عائلية',
    },
  ),
  product('sp-9002', 'Luqaimat with Date Syrup and Sesame', 'لقيمات بدبس التمر والسمسم المحمّص على الطريقة الإماراتية', {
    price: fils(1500),
  }),
  product('sp-9003', 'Chicken Machboos', 'مجبوس دجاج بالبهارات الإماراتية الأصيلة واللومي', { price: fils(3800) }),
  dates,
  kiwi,
];

/** A line as the app estimates it (count × the step's price; kg lines in pay_size steps). */
export function storyLine(p: PosProduct, count: number): PosTicketLine {
  const unit = p.offerPrice > 0 ? p.offerPrice : p.price;
  const stepFils = fils(p.unit === 'kg' ? Math.round((unit * (p.paySize ?? 1000)) / 1000) : unit);
  return {
    product: p,
    count,
    stepFils,
    lineFils: fils(stepFils * count),
    ...(p.unit === 'kg' ? { grams: (p.paySize ?? 1000) * count } : {}),
  };
}

export function storyTicket(lines: readonly PosTicketLine[], rest: Partial<PosTicketView> = {}): PosTicketView {
  return {
    lines,
    estimateFils: fils(lines.reduce((sum, l) => sum + l.lineFils, 0)),
    fulfilment: 'pickup',
    table: '',
    payment: 'cash',
    customerName: '',
    customerPhone: '',
    notes: '',
    ...rest,
  };
}

export const emptyTicket = storyTicket([]);

export const filledTicket = storyTicket([storyLine(mango, 2), storyLine(kiwi, 3), storyLine(laban, 1)], {
  fulfilment: 'dineIn',
  table: '4',
  payment: 'card',
  customerName: 'Fatima Al Mansoori',
  customerPhone: '+971501234567',
  notes: 'No ice in the drinks, please.',
});

export const longTicket = storyTicket(
  longNameProducts.map((p, i) => storyLine(p, i + 1)),
  { notes: 'يرجى تقديم الأطباق معاً وتجهيز علبة إضافية للبقايا من فضلكم' },
);

export const storyDone: PosDone = {
  orderId: 'ord-10388',
  number: 'DK-10388',
  totalFils: fils(14812),
  payment: 'cash',
  dineIn: true,
  table: '4',
};
