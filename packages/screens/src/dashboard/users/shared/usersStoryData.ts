/**
 * POS users and notes for the stories of this area: built with the mock kit's builders, with
 * fixed ids so every story (and its picture) is the same on every run.
 */
import type { PosUser } from '@dukkan/core';
import { buildPosUser, buildUserNote } from '@dukkan/mocks';

const note = (id: string, user: string, description: string, globalNote = false) => buildUserNote({ id, user, description, globalNote });

export const storyStaff: readonly PosUser[] = [
  buildPosUser({
    id: 'st-user-aisha',
    fullName: 'Aisha Rahman',
    phone: '500000002',
    emailAddress: 'aisha.rahman@dukkan.ae',
    isCashier: true,
    isKitchen: false,
  }),
  buildPosUser({
    id: 'st-user-joseph',
    fullName: 'Joseph Fernandes',
    phone: '502214455',
    emailAddress: 'joseph.f@dukkan.ae',
    isCashier: true,
  }),
  buildPosUser({
    id: 'st-user-rafiq',
    fullName: 'Mohammed Rafiq',
    phone: '553390112',
    emailAddress: 'rafiq.kitchen@dukkan.ae',
    isCashier: false,
    isKitchen: true,
  }),
  buildPosUser({
    id: 'st-user-lakshmi',
    fullName: 'Lakshmi Iyer',
    phone: '564418820',
    emailAddress: 'lakshmi.iyer@dukkan.ae',
    isCashier: false,
    isKitchen: true,
  }),
  buildPosUser({
    id: 'st-user-ana',
    fullName: 'Ana Dela Cruz',
    phone: '585512093',
    emailAddress: 'ana.delacruz@dukkan.ae',
    isCashier: true,
    isKitchen: true,
  }),
  buildPosUser({
    id: 'st-user-yousef',
    fullName: 'يوسف حداد',
    phone: '528870041',
    emailAddress: 'yousef.haddad@dukkan.ae',
    isCashier: true,
  }),
];

/** Long names and addresses, Arabic first, to show wrapping and isolation. */
export const longArabicStaff: readonly PosUser[] = [
  buildPosUser({
    id: 'st-user-long-1',
    fullName: 'عبد الرحمن بن محمد بن راشد الفلاسي المسؤول عن صندوق الفرع الرئيسي',
    phone: '501112233',
    emailAddress: 'abdulrahman.mohammed.alfalasi.main.branch.cashier@alwaha-fresh-market.ae',
    isCashier: true,
    isKitchen: true,
  }),
  buildPosUser({
    id: 'st-user-long-2',
    fullName: 'فاطمة الزهراء عبد الله السويدي',
    phone: '527778899',
    emailAddress: 'fatima.alsuwaidi@dukkan.ae',
    isCashier: false,
    isKitchen: true,
  }),
  ...storyStaff.slice(0, 3),
];

/** A staff member's page: their own notes, their global note, and one written on another page. */
export const storyUser: PosUser = {
  ...storyStaff[1]!,
  notes: [
    note('st-note-1', 'st-user-joseph', 'Covers the Friday evening shift.'),
    note('st-note-2', 'st-user-joseph', 'Trained on the new card terminal on 3 November.'),
    note(
      'st-note-global',
      'st-user-aisha',
      'Eid opening hours: 7 am to 1 am every day. / ساعات العيد: من ٧ صباحاً حتى ١ بعد منتصف الليل.',
      true,
    ),
  ],
};

export const longArabicUser: PosUser = {
  ...longArabicStaff[0]!,
  notes: [
    note(
      'st-note-long-1',
      'st-user-long-1',
      'يتولّى إغلاق الصندوق في نهاية كل وردية مسائية، ويسلّم تقرير المبيعات النقدية والبطاقات إلى المشرف قبل مغادرة الفرع، ويتأكد من إطفاء أجهزة نقاط البيع.',
    ),
    note(
      'st-note-long-2',
      'st-user-aisha',
      'ساعات العمل في رمضان: من التاسعة صباحاً حتى الثانية بعد منتصف الليل، مع استراحة قصيرة وقت الإفطار لجميع الموظفين.',
      true,
    ),
  ],
};
