/** A reminder about one customer, or one of the shop's own (global, with a title). */
export type ReminderItemKind = 'customer' | 'global';

/** One reminder as the screens show it (decision 0073). */
export interface ReminderItem {
  id: string;
  kind: ReminderItemKind;
  /** A customer's reminder: whom it is about. */
  customerId?: string;
  /** The customer's name once known; absent when the customer could not be read. */
  customerName?: string;
  /** A global reminder's title. */
  title?: string;
  note: string;
  /** The Dubai calendar day, `YYYY-MM-DD`. */
  date: string;
  /** The Dubai clock, `HH:mm`. */
  time: string;
}

/** Overdue: an earlier Dubai day. Due today: today's Dubai day, at any hour. Upcoming: a later day. */
export type ReminderSection = 'overdue' | 'today' | 'upcoming';

/** What the reminder form hands over (trimmed); `title` only for a global reminder. */
export interface ReminderFormValues {
  title: string;
  note: string;
  date: string;
  time: string;
}
