import { describe, expect, it } from 'vitest';
import type { ShopHours } from '../model/customer.ts';
import { openingStatus } from './opening.ts';

const week = (open: string, close: string, closedDays: number[] = []): ShopHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close, closed: closedDays.includes(day) }));

describe('opening status (vendor spec §3 opening hours, decision 0037)', () => {
  it('is open inside the day and says when it closes', () => {
    expect(openingStatus(week('07:00', '23:00'), { weekday: 2, time: '12:30' })).toEqual({ state: 'open', closesAt: '23:00' });
    expect(openingStatus(week('07:00', '23:00'), { weekday: 2, time: '07:00' })).toEqual({ state: 'open', closesAt: '23:00' });
  });

  it('is closed at closing time, and opens again the next morning', () => {
    expect(openingStatus(week('07:00', '23:00'), { weekday: 2, time: '23:00' })).toEqual({
      state: 'closed',
      next: { inDays: 1, weekday: 3, time: '07:00' },
    });
  });

  it('opens later today before the opening time', () => {
    expect(openingStatus(week('07:00', '23:00'), { weekday: 4, time: '06:15' })).toEqual({
      state: 'closed',
      next: { inDays: 0, weekday: 4, time: '07:00' },
    });
  });

  it('runs past midnight when closing is before opening, counted on the day it opened', () => {
    const hours = week('14:00', '01:00');
    expect(openingStatus(hours, { weekday: 5, time: '00:30' })).toEqual({ state: 'open', closesAt: '01:00' });
    expect(openingStatus(hours, { weekday: 5, time: '20:00' })).toEqual({ state: 'open', closesAt: '01:00' });
    expect(openingStatus(hours, { weekday: 5, time: '01:00' })).toMatchObject({ state: 'closed', next: { inDays: 0, time: '14:00' } });
  });

  it('carries Saturday night into Sunday morning across the end of the week', () => {
    const hours: ShopHours[] = [{ day: 6, open: '18:00', close: '02:00', closed: false }];
    expect(openingStatus(hours, { weekday: 0, time: '01:59' })).toEqual({ state: 'open', closesAt: '02:00' });
    expect(openingStatus(hours, { weekday: 0, time: '02:00' })).toEqual({
      state: 'closed',
      next: { inDays: 6, weekday: 6, time: '18:00' },
    });
  });

  it('skips closed days to the next opening', () => {
    // Closed on Friday (5) and Saturday (6): on Thursday night it next opens on Sunday.
    expect(openingStatus(week('09:00', '17:00', [5, 6]), { weekday: 4, time: '18:00' })).toEqual({
      state: 'closed',
      next: { inDays: 3, weekday: 0, time: '09:00' },
    });
  });

  it('joins a day shift and a night shift that meet, and never closes when open around the clock', () => {
    const split: ShopHours[] = [
      { day: 1, open: '08:00', close: '16:00', closed: false },
      { day: 1, open: '16:00', close: '02:00', closed: false },
    ];
    expect(openingStatus(split, { weekday: 1, time: '10:00' })).toEqual({ state: 'open', closesAt: '02:00' });
    expect(openingStatus(week('00:00', '00:00'), { weekday: 3, time: '03:00' })).toEqual({ state: 'open' });
  });

  it('is unknown without hours or with an unreadable time, and closed when every day is closed', () => {
    expect(openingStatus(undefined, { weekday: 1, time: '10:00' })).toEqual({ state: 'unknown' });
    expect(openingStatus([], { weekday: 1, time: '10:00' })).toEqual({ state: 'unknown' });
    expect(openingStatus(week('07:00', '23:00'), { weekday: 1, time: '25:00' })).toEqual({ state: 'unknown' });
    expect(openingStatus(week('07:00', '23:00', [0, 1, 2, 3, 4, 5, 6]), { weekday: 1, time: '10:00' })).toEqual({ state: 'closed' });
    expect(openingStatus([{ day: 9, open: 'late', close: '23:00', closed: false }], { weekday: 1, time: '10:00' })).toEqual({
      state: 'closed',
    });
  });
});
