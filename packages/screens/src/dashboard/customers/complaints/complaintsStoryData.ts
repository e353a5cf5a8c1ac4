/** Deterministic complaints, QR codes and labels for the stories. */
import type { ComplaintItem, ComplaintLabelItem, ComplaintQrItem } from './types.ts';

export const storyQrCodes: ComplaintQrItem[] = [
  { id: 'qr-1', name: 'Front counter', url: 'https://dukkan.ae/complaint/shop-1001/qr-1', complaints: 3 },
  { id: 'qr-2', name: 'أكياس التوصيل', url: 'https://dukkan.ae/complaint/shop-1001/qr-2', complaints: 1 },
  { id: 'qr-3', name: 'Table 4', url: 'https://dukkan.ae/complaint/shop-1001/qr-3', complaints: 0 },
];

export const storyLabels: ComplaintLabelItem[] = [
  { id: 'cl-1', name: 'Call back', color: '#B54708' },
  { id: 'cl-2', name: 'تم الحل', color: '#1A7F5A' },
  { id: 'cl-3', name: 'Refunded', color: '#175CD3' },
];

export const storyComplaints: ComplaintItem[] = [
  {
    id: 'cmp-1',
    QRCode: 'qr-2',
    phone: '501234567',
    name: 'Mariam Al Kaabi',
    typeComplain: 'delivery',
    message: 'The order came 50 minutes late and the ice cream had melted.',
    label: 'cl-1',
    createdAt: '2026-11-24T18:40:00Z',
  },
  {
    id: 'cmp-2',
    QRCode: 'qr-1',
    phone: '559998877',
    name: 'سعيد المنصوري',
    typeComplain: 'product',
    message: 'الطماطم لم تكن طازجة، وطلبت استبدالها.',
    label: 'cl-2',
    createdAt: '2026-11-23T09:05:00Z',
  },
  {
    id: 'cmp-3',
    QRCode: 'qr-1',
    phone: '521112233',
    name: 'Rohan Pillai',
    typeComplain: 'service',
    message: 'Nobody answered the phone for twenty minutes.',
    createdAt: '2026-11-20T13:30:00Z',
  },
];

export const longComplaints: ComplaintItem[] = [
  {
    id: 'cmp-9',
    QRCode: 'qr-2',
    phone: '501234567',
    name: 'عبد الرحمن بن محمد بن سعيد آل مكتوم',
    typeComplain: 'other',
    message:
      'طلبت صندوق رمضان العائلي مع التمر والخضار واللحوم، ووصل الطلب ناقصًا: لا يوجد تمر، واللحم أقل من الوزن المطلوب بنصف كيلو، والسائق لم يتصل قبل الوصول. أرجو الاتصال بي لتسوية الأمر واسترداد الفرق.',
    label: 'cl-1',
    createdAt: '2026-11-25T20:15:00Z',
  },
];
