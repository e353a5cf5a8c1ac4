import type { GlobalNoteItem } from './types.ts';

/** Newest first, as the route hands them over. */
export const storyGlobalNotes: GlobalNoteItem[] = [
  { id: 'gnote-9', title: 'Gift wrapping on request, free above 200 AED' },
  { id: 'gnote-8', title: 'لا توصيل بعد الساعة 11 مساءً يوم الجمعة' },
  { id: 'gnote-7', title: 'Corporate customers pay by invoice within 30 days' },
  { id: 'gnote-3', title: 'Dates from Al Ain arrive on Tuesdays' },
];

export const storyLongGlobalNotes: GlobalNoteItem[] = [
  { id: 'gnote-long-1', title: 'Always ask for the building access code and the nearest landmark before sending a driver' },
  { id: 'gnote-long-2', title: 'اسأل دائماً عن رمز دخول المبنى وأقرب معلم قبل إرسال السائق، وسجّل ذلك في ملاحظات العنوان' },
  ...storyGlobalNotes,
];
