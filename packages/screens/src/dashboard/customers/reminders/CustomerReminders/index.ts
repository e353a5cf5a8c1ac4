export { CustomerReminders, type CustomerRemindersProps } from './CustomerReminders.tsx';
