/** The reminders and global notes (issue #13 item 4, decision 0073), beside the customers area. */
export const remindersUrls = {
  /** The shop's reminders: overdue, due today, upcoming (Dubai days). */
  reminders: () => '/customers/reminders',
  /** The shop's global notes, newest first. */
  notes: () => '/customers/notes',
};
