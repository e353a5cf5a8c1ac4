export * from './RemindersView/index.ts';
export * from './ReminderDialog/index.ts';
export * from './CustomerReminders/index.ts';
export { dubaiParts as reminderDubaiParts, reminderSection, reminderSubject } from './reminderText.ts';
export type { ReminderFormValues, ReminderItem, ReminderItemKind, ReminderSection } from './types.ts';
