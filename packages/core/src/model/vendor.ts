import type { Id, IsoDate, WireAed } from './common.ts';

/** Vendor spec §3 "Shop" settings. */
export interface ShopSettings {
  chatType: 'whatsapp' | 'phone' | 'none';
  chatPhone?: string;
  productBehavior: 'hide' | 'show_unavailable';
  notifyCancel: boolean;
  hasSMS: boolean;
  smsPhone?: string;
  hasWhatsapp: boolean;
  whatsappPhone?: string;
  hasEmail: boolean;
  emailPhone?: string;
  busy: boolean;
  temporary: boolean;
  expiry?: IsoDate;
  hasSchedule: boolean;
  maxScheduleDays: number;
  paymentMethods: ('cash' | 'card' | 'wallet')[];
  showType: 'default' | 'special-1';
  deliveryMethods: ('delivery' | 'pickup' | 'dine_in')[];
  /** Carriers the shop hands delivery jobs to (set through /delivery-services/manage). */
  carriers: Id[];
}

export interface ShopVideo {
  desktopProvider?: 'youtube' | 'vimeo' | 'upload';
  desktopUrl?: string;
  phoneProvider?: 'youtube' | 'vimeo' | 'upload';
  phoneUrl?: string;
}

export interface SocialMedia {
  facebook?: string;
  telegram?: string;
  instagram?: string;
  whatsapp?: string;
  youtube?: string;
  tiktok?: string;
  snapchat?: string;
}

export interface OpeningHours {
  id: Id;
  shop: Id;
  day: number;
  open: string;
  close: string;
  closed: boolean;
}

export interface CatalogueProduct {
  id: Id;
  /** The shop that owns a private product; other shops never see it. */
  shop: Id;
  name: string;
  name_ar?: string;
  barcode?: string;
  brand?: string;
  brand_ar?: string;
  unit: 'box' | 'piece' | 'kg';
  size?: string;
  size_ar?: string;
  pay_size?: number;
  category: Id;
  scope: 'public' | 'private';
  notes?: string;
  notes_ar?: string;
  description?: string;
  descriptionAr?: string;
  table?: string;
  private: boolean;
  image?: string;
}

export interface Filter {
  id: Id;
  name: string;
  name_ar?: string;
  rule: string;
  level: number;
  priority: number;
  enabled: boolean;
  image?: string;
  shops: Id[];
  products: Id[];
}

export type RequestStatus = 'new' | 'replied' | 'approved' | 'spam' | 'finished' | 'done' | 'cancelled';

export interface ServiceRequest {
  id: Id;
  shop: Id;
  customerName: string;
  customerPhone: string;
  message: string;
  status: RequestStatus;
  replyType?: 'price' | 'message';
  price?: WireAed;
  cancelReason?: string;
  createdAt: IsoDate;
}

export interface Invoice {
  id: Id;
  request: Id;
  title: string;
  description: string;
  amount: WireAed;
  paymentType: 'cash' | 'card' | 'link';
  status: 'open' | 'paid' | 'cancelled';
  createdAt: IsoDate;
}

export interface ReviewSubject {
  id: Id;
  shop: Id;
  billID: string;
  customerFullName: string;
  customerPhone: string;
  appFlavor: string;
  products: Id[];
  questions: Id[];
  published: boolean;
  language?: 'en' | 'ar';
  rating?: number;
  comment?: string;
  createdAt: IsoDate;
}

export interface ReviewQuestion {
  id: Id;
  text: string;
  text_ar?: string;
}

export interface ReviewTemplate {
  id: Id;
  shop: Id;
  title: string;
  templateQuestions: ReviewQuestion[];
}

export interface ReviewSettings {
  arMsgTemplate: string;
  enMsgTemplate: string;
  promoSmsEnabled: boolean;
}

export interface ComplaintQrCode {
  id: Id;
  shop: Id;
  name: string;
  url: string;
}

export interface ComplaintLabel {
  id: Id;
  shop: Id;
  name: string;
  color: string;
}

export interface Complaint {
  id: Id;
  shop: Id;
  QRCode: Id;
  phone: string;
  countryCode: '971';
  name: string;
  typeComplain: 'service' | 'product' | 'delivery' | 'other';
  message: string;
  label?: Id;
  createdAt: IsoDate;
}

export interface Customer {
  id: Id;
  shop: Id;
  phone: string;
  countryCode: string;
  fullName: string;
  email?: string;
  gender?: 'male' | 'female';
  birthDate?: IsoDate;
  image?: string;
  notes: CustomerNote[];
  source: 'website' | 'pos' | 'import' | 'manual';
  tags: string[];
  labels: Id[];
  groupId?: Id;
  stageId?: Id;
  area?: string;
  attributes: Record<Id, string>;
  createdAt: IsoDate;
}

export interface CustomerNote {
  id: Id;
  text: string;
  createdAt: IsoDate;
}

export interface CrmGroup {
  id: Id;
  shop: Id;
  name: string;
  name_ar?: string;
  stages: CrmStage[];
}

export interface CrmStage {
  id: Id;
  group: Id;
  name: string;
  name_ar?: string;
  color: string;
  order: number;
}

export interface CrmReminder {
  id: Id;
  shop: Id;
  customer?: Id;
  note: string;
  reminderDate: string;
  reminderTime: string;
  global?: boolean;
  title?: string;
}

export interface CrmAttribute {
  id: Id;
  shop: Id;
  name: string;
  attributeType: 'text' | 'number' | 'date' | 'select';
  options: string[];
}

export interface GlobalNoteTitle {
  id: Id;
  shop: Id;
  title: string;
}

export interface CustomerLabel {
  id: Id;
  shop: Id;
  name: string;
  color: string;
}

export interface CrmCustomerAddress {
  id: Id;
  city: string;
  area_name: string;
  building: string;
  flat: string;
  notes: string;
}

/** Vendor spec "CRM customer" (CRM v1). */
export interface CrmCustomer {
  id: Id;
  shop: Id;
  phone: string;
  fullName: string;
  notes: string;
  addresses: CrmCustomerAddress[];
}

export interface DeliveryJob {
  id: Id;
  /** The shop that created the job: free jobs have no cart to derive it from. */
  shop: Id;
  cart?: Id;
  cc?: Id;
  weight?: number;
  weightUnit?: 'kg' | 'g';
  readyDate?: IsoDate;
  lastPickupDate?: IsoDate;
  driver?: Id;
  carrier?: Id;
  shippingMethod?: string;
  status: 'created' | 'assigned' | 'picked_up' | 'delivered' | 'cancelled';
  free?: boolean;
  amount?: WireAed;
  paymentType?: 'cash' | 'card';
  name?: string;
  phone?: string;
  lat?: number;
  lng?: number;
  addressType?: string;
  building?: string;
  floor?: string;
  flat?: string;
  notes?: string;
  isAutoAssign?: boolean;
  createdAt: IsoDate;
}

export interface Carrier {
  id: Id;
  name: string;
  name_ar?: string;
}

export interface Driver {
  id: Id;
  name: string;
  phone: string;
  latitude: number;
  longitude: number;
  available: boolean;
  account?: { name: string };
}

export interface DeliveryArea {
  id: Id;
  area: Id;
  minOrder: WireAed;
  deliveryFee: WireAed;
  type: 'fixed' | 'distance';
  deliveryTime: number;
  thresholdTime: number;
  days: number[];
}

export interface PosUser {
  id: Id;
  shop: Id;
  fullName: string;
  phone: string;
  countryCode: string;
  emailAddress: string;
  isCashier: boolean;
  isKitchen: boolean;
  notes: UserNote[];
}

export interface UserNote {
  id: Id;
  user: Id;
  shop: Id;
  description: string;
  globalNote: boolean;
}

export interface Slide {
  id: Id;
  title: string;
  title_ar?: string;
  description?: string;
  description_ar?: string;
  showOverlay: boolean;
  image?: string;
  video?: string;
}

export interface CtaButton {
  actionType: 'category' | 'product' | 'url' | 'none';
  selectedId?: Id;
  title_btn: string;
  title_btn_ar?: string;
  subCatId?: Id;
  enable: boolean;
}

export interface Slider {
  id: Id;
  displayType: 'image' | 'video' | 'carousel';
  slides: Slide[];
  cta: CtaButton;
}

export interface SocialCard {
  id: Id;
  title: string;
  description: string;
  image?: string;
  twitterCard: 'summary' | 'summary_large_image';
  twitterSite?: string;
}

export interface NfcCard {
  id: Id;
  name: string;
  employerName: string;
  card: string;
  targetUrl: string;
  showPage: boolean;
}

export interface WhatsappTemplate {
  id: Id;
  name: string;
  category: 'marketing' | 'utility' | 'authentication';
  lang: 'en' | 'ar';
  header?: string;
  body: string;
  footer?: string;
  buttons: { type: 'url' | 'phone' | 'quick_reply'; text: string; value?: string }[];
  status: 'approved' | 'pending' | 'rejected';
}

export interface WhatsappMessage {
  id: Id;
  recipients: string[];
  template: Id;
  params: string[];
  sentAt: IsoDate;
}

export interface WalletWithdrawal {
  id: Id;
  cc: Id;
  driver: Id;
  amount: WireAed;
  createdAt: IsoDate;
}

export interface Transaction {
  id: Id;
  shopId: Id;
  operation: 'order' | 'refund' | 'withdrawal' | 'payout' | 'fee';
  amount: WireAed;
  order?: Id;
  createdAt: IsoDate;
}

/** Statistics answers: one point per bucket. */
export interface SeriesPoint {
  label: string;
  value: number;
}
