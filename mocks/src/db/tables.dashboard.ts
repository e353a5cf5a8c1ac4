import type {
  CatalogueProduct,
  Carrier,
  Complaint,
  ComplaintLabel,
  ComplaintQrCode,
  CrmAttribute,
  CrmCustomer,
  CrmGroup,
  CrmReminder,
  Customer,
  CustomerLabel,
  DeliveryArea,
  DeliveryJob,
  Driver,
  Filter,
  GlobalNoteTitle,
  Invoice,
  NfcCard,
  OpeningHours,
  PosUser,
  ReviewSettings,
  ReviewSubject,
  ReviewTemplate,
  ServiceRequest,
  ShopSettings,
  ShopVideo,
  Slider,
  SocialCard,
  SocialMedia,
  Transaction,
  WalletWithdrawal,
  WhatsappMessage,
  WhatsappTemplate,
} from '@dukkan/core';

export interface VendorTables {
  shopSettings: (ShopSettings & { shop: string })[];
  shopVideos: (ShopVideo & { shop: string })[];
  socialMedia: (SocialMedia & { shop: string })[];
  hours: OpeningHours[];
  /** Private (shop-owned) catalogue products created by vendors. */
  catalogue: CatalogueProduct[];
  filters: Filter[];
  requests: ServiceRequest[];
  invoices: Invoice[];
  reviewSubjects: ReviewSubject[];
  reviewTemplates: ReviewTemplate[];
  reviewSettings: (ReviewSettings & { shop: string })[];
  complaints: Complaint[];
  complaintQrCodes: ComplaintQrCode[];
  complaintLabels: ComplaintLabel[];
  customers: Customer[];
  crmCustomers: CrmCustomer[];
  crmGroups: CrmGroup[];
  crmReminders: CrmReminder[];
  crmAttributes: CrmAttribute[];
  globalNotes: GlobalNoteTitle[];
  customerLabels: CustomerLabel[];
  deliveryJobs: DeliveryJob[];
  carriers: Carrier[];
  drivers: (Driver & { shop: string; password?: string })[];
  deliveryAreas: (DeliveryArea & { shop: string })[];
  posUsers: PosUser[];
  sliders: (Slider & { shop: string })[];
  socialCards: (SocialCard & { shop: string })[];
  nfcCards: (NfcCard & { shop: string })[];
  whatsappTemplates: (WhatsappTemplate & { shop: string })[];
  whatsappMessages: (WhatsappMessage & { shop: string })[];
  withdrawals: WalletWithdrawal[];
  transactions: Transaction[];
}
