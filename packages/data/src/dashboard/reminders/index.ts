export {
  byDueTime,
  GLOBAL_NOTE_MAX,
  readGlobalNote,
  readGlobalNotes,
  readOneReminder,
  readReminder,
  readReminderList,
  REMINDER_NOTE_MAX,
  REMINDER_TITLE_MAX,
  type GlobalNoteRow,
  type ReminderKind,
  type ReminderRow,
} from './read.ts';
export {
  addReminder,
  deleteReminder,
  fetchReminder,
  fetchReminderCustomerNames,
  reminderKeys,
  updateReminder,
  useCustomerReminders,
  useReminderCustomers,
  useShopReminders,
  type ReminderDraft,
  type RemindersContext,
  type ShopReminders,
} from './reminders.ts';
export { addGlobalNote, deleteGlobalNote, globalNoteKeys, updateGlobalNote, useGlobalNotes } from './notes.ts';
