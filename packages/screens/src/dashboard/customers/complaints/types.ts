/** The screens' own shapes (the data layer's rows, without importing it: screens do not fetch). */
export const COMPLAINT_TYPE_VALUES = ['service', 'product', 'delivery', 'other'] as const;
export type ComplaintTypeValue = (typeof COMPLAINT_TYPE_VALUES)[number];

export interface ComplaintItem {
  id: string;
  QRCode: string;
  /** National digits; shown as +971 (vendor spec §9). */
  phone: string;
  name: string;
  typeComplain: ComplaintTypeValue;
  message: string;
  label?: string;
  createdAt: string;
}

export interface ComplaintQrItem {
  id: string;
  name: string;
  url: string;
  complaints: number;
}

export interface ComplaintLabelItem {
  id: string;
  name: string;
  color: string;
}

export interface ComplaintFormValues {
  QRCode: string;
  name: string;
  phone: string;
  typeComplain: ComplaintTypeValue;
  message: string;
  label: string;
}

export const TYPE_MESSAGES: Readonly<Record<ComplaintTypeValue, string>> = {
  service: 'dashboard.complaints.type.service',
  product: 'dashboard.complaints.type.product',
  delivery: 'dashboard.complaints.type.delivery',
  other: 'dashboard.complaints.type.other',
};
