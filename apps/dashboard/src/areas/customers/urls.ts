/** The customers area (vendor spec §7 Customer, crm-v2). */
export const customersUrls = {
  /** The CRM board; `board` picks one of the shop's boards (crm-v2 groups). */
  board: (board?: string) => (board ? `/customers/board?board=${encodeURIComponent(board)}` : '/customers/board'),
};
