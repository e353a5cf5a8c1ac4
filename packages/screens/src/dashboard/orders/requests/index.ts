export * from './RequestsListView/index.ts';
export * from './RequestDetailView/index.ts';
export * from './ReplyRequestDialog/index.ts';
export * from './CancelRequestDialog/index.ts';
export * from './InvoiceCreateDialog/index.ts';
export * from './InvoiceDialog/index.ts';
export type {
  InvoiceItem as RequestInvoiceItem,
  InvoicePaymentType as RequestInvoicePaymentType,
  Loadable as RequestLoadable,
  RequestFilter as ServiceRequestScreenFilter,
  RequestStatus as ServiceRequestScreenStatus,
  ServiceRequestDetailItem,
  ServiceRequestItem,
} from './types.ts';
