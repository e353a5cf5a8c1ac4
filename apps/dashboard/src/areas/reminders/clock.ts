import { createContext, useContext } from 'react';

/**
 * The reminders' clock (decision 0073): "now" decides which Dubai day is today and which times
 * are past. The app runs on the system clock; the connected stories freeze it at the mock
 * seed's (1 November 2026), so the sections and pictures are the same on every run. Today's day
 * follows the same rule as `layout/dubaiToday.ts` (UTC+4 all year).
 */
export const RemindersClock = createContext<() => Date>(() => new Date());

export function useRemindersNow(): () => Date {
  return useContext(RemindersClock);
}
