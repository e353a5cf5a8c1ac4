/** Deterministic NFC cards for the stories. */
import type { NfcCard } from '@dukkan/core';

export const storyNfcCards: NfcCard[] = [
  {
    id: 'nfc-1',
    name: 'Huda Saleh',
    employerName: 'Dukkan Fresh Market',
    card: '04:A2:19:6B:3C:58:80',
    targetUrl: 'https://dukkan.ae/shop-1001/menu',
    showPage: true,
  },
  {
    id: 'nfc-2',
    name: 'سعيد المنصوري',
    employerName: 'دكان للخضار والفواكه',
    card: '04:7F:11:C2:9A:10:5E',
    targetUrl: 'https://wa.me/971501234567',
    showPage: false,
  },
  { id: 'nfc-3', name: 'Counter card', employerName: '', card: '04:00:AB:CD', targetUrl: 'https://dukkan.ae/offers', showPage: true },
];

export const longNfcCards: NfcCard[] = [
  {
    id: 'nfc-9',
    name: 'عبد الرحمن بن محمد بن سعيد آل مكتوم، مدير المبيعات والتوصيل',
    employerName: 'مؤسسة دكان للتجارة العامة والمواد الغذائية ذ.م.م — فرع القصيص',
    card: '04:A2:19:6B:3C:58:80:11:22:33',
    targetUrl: 'https://dukkan.ae/shop-1001/offers/ramadan-2026?utm_source=nfc&utm_medium=card&utm_campaign=ramadan_family_boxes',
    showPage: true,
  },
];

export const chipLink = (card: NfcCard) => `https://dukkan.ae/nfc/${card.id}`;
