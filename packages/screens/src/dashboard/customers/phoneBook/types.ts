/** A delivery address in the phone book (vendor spec §3 "CRM customer" addresses). */
export interface PhoneBookAddressItem {
  id: string;
  city: string;
  area_name: string;
  building: string;
  flat: string;
  notes: string;
}

/** A person in the shop's phone book (CRM v1): someone who orders by phone or at the counter. */
export interface PhoneBookPersonItem {
  id: string;
  /** The UAE national number, digits only (`501234567`). */
  phone: string;
  fullName: string;
  notes: string;
  addresses: readonly PhoneBookAddressItem[];
}

/** What the person's form hands over: the phone as the national number, whatever digits were typed. */
export interface PhoneBookPersonValues {
  phone: string;
  fullName: string;
  notes: string;
}

export type PhoneBookAddressValues = Omit<PhoneBookAddressItem, 'id'>;
