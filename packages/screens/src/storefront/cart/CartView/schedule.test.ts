import { describe, expect, it } from 'vitest';
import { isScheduleComplete, scheduleDays, scheduledOption, scheduleTime, slotsForDay, timeSlots, withDay } from './schedule.ts';

const hours = { today: '2026-10-28', openingTime: '09:00', closingTime: '22:00' };

describe('schedule days', () => {
  it('lists today and the next six days from the given date, across a month end', () => {
    expect(scheduleDays('2026-10-28')).toEqual([
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
  });
  it('accepts a date-time and ignores its time', () => {
    expect(scheduleDays('2026-12-30T23:59:00+04:00', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
  it('gives nothing for a date it cannot read', () => {
    expect(scheduleDays('next tuesday')).toEqual([]);
  });
});

describe('time slots', () => {
  it('are every 30 minutes from opening while they start before closing', () => {
    const slots = timeSlots('09:00', '22:00');
    expect(slots[0]).toBe('09:00');
    expect(slots[1]).toBe('09:30');
    expect(slots.at(-1)).toBe('21:30');
    expect(slots).toHaveLength(26);
  });
  it("drop today's past slots, and only today's", () => {
    expect(slotsForDay('2026-10-28', { ...hours, currentTime: '20:40' })).toEqual(['21:00', '21:30']);
    expect(slotsForDay('2026-10-29', { ...hours, currentTime: '20:40' })).toHaveLength(26);
  });
  it('fall back to the default hours when given times are not times', () => {
    expect(timeSlots('9am', '25:00')).toEqual(timeSlots('09:00', '22:00'));
  });
});

describe('a scheduled choice', () => {
  it('stores the day and the date-time', () => {
    expect(scheduledOption('2026-10-29', '14:30')).toEqual({ mode: 'scheduled', day: '2026-10-29', date: '2026-10-29T14:30' });
    expect(scheduleTime({ mode: 'scheduled', day: '2026-10-29', date: '2026-10-29T14:30' })).toBe('14:30');
  });
  it('keeps the time when another day offers it, and drops it when it does not', () => {
    const chosen = scheduledOption('2026-10-29', '10:00');
    expect(withDay(chosen, '2026-10-30', hours)).toEqual(scheduledOption('2026-10-30', '10:00'));
    expect(withDay(chosen, '2026-10-28', { ...hours, currentTime: '12:00' })).toEqual({ mode: 'scheduled', day: '2026-10-28' });
  });
  it('is complete only with a listed day and one of its slots', () => {
    expect(isScheduleComplete({ mode: 'asap' }, hours)).toBe(true);
    expect(isScheduleComplete({ mode: 'scheduled' }, hours)).toBe(false);
    expect(isScheduleComplete({ mode: 'scheduled', day: '2026-10-29' }, hours)).toBe(false);
    expect(isScheduleComplete(scheduledOption('2026-10-29', '14:30'), hours)).toBe(true);
    expect(isScheduleComplete(scheduledOption('2026-10-20', '14:30'), hours)).toBe(false);
    expect(isScheduleComplete(scheduledOption('2026-10-29', '23:00'), hours)).toBe(false);
    expect(isScheduleComplete({ mode: 'scheduled', day: '2026-10-29', date: '2026-10-30T14:30' }, hours)).toBe(false);
  });
});
