export { REMINDER_NOTE_LIMIT, REMINDER_TITLE_LIMIT, ReminderDialog, type ReminderDialogProps } from './ReminderDialog.tsx';
