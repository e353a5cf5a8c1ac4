/** The customers area (vendor spec §7 Customer, crm-v2). */
export const customersUrls = {
  /** The customers list (decision 0057); search, filters and page live in its query. */
  list: () => '/customers',
  /** One customer; `tab` opens a section (addresses, notes, orders). */
  customer: (id: string, tab?: string) => `/customers/${encodeURIComponent(id)}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`,
  /** The CRM board; `board` is one of the shop's boards (crm-v2 groups), in the path (decision 0079). */
  board: (board?: string) => (board ? `/customers/board/${encodeURIComponent(board)}` : '/customers/board'),
  /** Complaints (issue #13 item 7); `qr` filters to one QR code. */
  complaints: (qr?: string) => (qr ? `/customers/complaints?f.qr=${encodeURIComponent(qr)}` : '/customers/complaints'),
  /** The complaint QR codes; `show` opens one large. */
  complaintQrCodes: () => '/customers/complaints/qr-codes',
};
