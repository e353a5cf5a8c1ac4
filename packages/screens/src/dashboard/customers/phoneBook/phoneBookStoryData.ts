import type { PhoneBookAddressItem, PhoneBookPersonItem } from './types.ts';

export const storyAddressHome: PhoneBookAddressItem = {
  id: 'caddr-1-1',
  city: 'Dubai',
  area_name: 'Al Barsha',
  building: 'Al Manara Tower',
  flat: '1204',
  notes: '',
};

export const storyAddressOffice: PhoneBookAddressItem = {
  id: 'caddr-1-2',
  city: 'Dubai',
  area_name: 'Business Bay',
  building: 'Lake Terrace Building',
  flat: '',
  notes: 'Office address, weekdays only. Call from the lobby.',
};

export const storyAddressArabic: PhoneBookAddressItem = {
  id: 'caddr-2-1',
  city: 'الشارقة',
  area_name: 'النهدة',
  building: 'برج النور',
  flat: '٣٠٥',
  notes: 'البوابة الخلفية بعد الساعة 10 مساءً',
};

/** By name, as the call answers. */
export const storyPhoneBook: PhoneBookPersonItem[] = [
  {
    id: 'crm-1',
    phone: '501234567',
    fullName: 'Aisha Rahman',
    notes: 'Pays by card on delivery.',
    addresses: [storyAddressHome, storyAddressOffice],
  },
  { id: 'crm-2', phone: '552468013', fullName: 'خالد المنصوري', notes: '', addresses: [storyAddressArabic] },
  {
    id: 'crm-3',
    phone: '564445566',
    fullName: 'Priya Nair',
    notes: '',
    addresses: [{ id: 'caddr-3-1', city: 'Abu Dhabi', area_name: 'Khalifa City', building: 'Palm View Residence', flat: '17', notes: '' }],
  },
  { id: 'crm-4', phone: '589990011', fullName: 'Omar Haddad', notes: 'Orders for the mosque on Fridays.', addresses: [] },
];

export const storyLongPhoneBook: PhoneBookPersonItem[] = [
  {
    id: 'crm-long-1',
    phone: '501112223',
    fullName: 'Sheikha Fatima bint Mohammed bin Rashid Al Maktoum Al Falasi Al Suwaidi',
    notes: '',
    addresses: [
      {
        id: 'caddr-long-1',
        city: 'Dubai',
        area_name: 'Jumeirah Village Circle District 12',
        building: 'Marina Heights Residence Tower B, next to the Circle Mall service road',
        flat: '4501',
        notes: 'Leave with the concierge if nobody answers.',
      },
      storyAddressHome,
      storyAddressOffice,
    ],
  },
  {
    id: 'crm-long-2',
    phone: '522223334',
    fullName: 'عبدالرحمن بن عبدالله بن سعيد بن محمد الكعبي الظاهري',
    notes: '',
    addresses: [storyAddressArabic],
  },
  ...storyPhoneBook,
];

/** A person with the ten addresses the server allows. */
export const storyFullPerson: PhoneBookPersonItem = {
  id: 'crm-full',
  phone: '507778889',
  fullName: 'Al Noor Catering',
  notes: 'Delivers to all its branches.',
  addresses: Array.from({ length: 10 }, (_, i) => ({
    ...storyAddressHome,
    id: `caddr-full-${i + 1}`,
    flat: String(101 + i),
  })),
};
