/** Complaints collected through the shop's QR codes, with coloured labels. */
import type { Complaint } from '@dukkan/core';
import type { VendorTables } from '../../db/tables.dashboard.ts';
import { buildComplaintLabel, buildComplaintQrCode } from '../../fixtures/dashboard.ts';
import { createSeedContext, seedDate, uaeMobile } from './context.ts';
import { anyPerson } from './people.ts';

const QR_CODES = ['Checkout counter', 'Delivery bags', 'Butchery counter', 'Café tables'];

const LABELS: readonly (readonly [string, string])[] = [
  ['Urgent', '#C62828'],
  ['Refund', '#EF6C00'],
  ['Resolved', '#2E7D32'],
  ['Driver', '#1565C0'],
  ['Follow up', '#6A1B9A'],
];

const MESSAGES: Record<Complaint['typeComplain'], readonly string[]> = {
  delivery: [
    'The order arrived 40 minutes late and the ice cream had melted.',
    'السائق لم يتصل عند الوصول وترك الطلب عند الحارس.',
    'Wrong building: the driver went to Tower B instead of Tower A.',
  ],
  product: [
    'The strawberries were mouldy at the bottom of the box.',
    'اللحم لم يكن مقطعاً كما طلبت.',
    'Milk expiry date was tomorrow, please check your stock.',
  ],
  service: ['Only one cashier open on a Friday evening, waited 15 minutes.', 'الموظف لم يكن لطيفاً عند استبدال المنتج.'],
  other: ['The parking in front of the shop is always blocked.', 'أتمنى توفير أكياس قابلة لإعادة الاستخدام.'],
};

export function seedComplaints(shop: string): Pick<VendorTables, 'complaints' | 'complaintQrCodes' | 'complaintLabels'> {
  const { id, rng } = createSeedContext(shop, 'complaints');
  const complaintQrCodes = QR_CODES.map((name, i) => {
    const qrId = id('qr', i + 1);
    return buildComplaintQrCode({ id: qrId, shop, name, url: `https://dukkan.ae/complaint/${shop}/${qrId}` });
  });
  const complaintLabels = LABELS.map(([name, color], i) => buildComplaintLabel({ id: id('clabel', i + 1), shop, name, color }));
  const types = Object.keys(MESSAGES) as Complaint['typeComplain'][];
  const complaints = Array.from({ length: 30 }, (_, i): Complaint => {
    const typeComplain = rng.pick(types);
    const label = rng.chance(0.6) ? rng.pick(complaintLabels).id : undefined;
    return {
      id: id('cmp', i + 1),
      shop,
      QRCode: rng.pick(complaintQrCodes).id,
      phone: uaeMobile(rng),
      countryCode: '971',
      name: anyPerson(rng).fullName,
      typeComplain,
      message: rng.pick(MESSAGES[typeComplain]),
      ...(label ? { label } : {}),
      createdAt: seedDate(i * 3 + rng.int(0, 2), rng.int(8, 23), rng.int(0, 59)),
    };
  });
  return { complaints, complaintQrCodes, complaintLabels };
}
