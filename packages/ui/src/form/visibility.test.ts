import { describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS, DEFAULT_VISIBILITY, isMessageVisible } from './visibility.ts';

describe('message visibility (vendor spec §4, §9)', () => {
  it('defaults to blur and a 20 ms input debounce', () => {
    expect(DEFAULT_VISIBILITY).toBe('blur');
    expect(DEFAULT_DEBOUNCE_MS).toBe(20);
  });

  it('blur: hidden while typing, shown once the field was left', () => {
    expect(isMessageVisible('blur', { modified: true })).toBe(false);
    expect(isMessageVisible('blur', { modified: true, touched: true })).toBe(true);
  });

  it('dirty: shown after the first change, not after merely passing through', () => {
    expect(isMessageVisible('dirty', { touched: true })).toBe(false);
    expect(isMessageVisible('dirty', { modified: true })).toBe(true);
  });

  it('live: shown at once', () => {
    expect(isMessageVisible('live', {})).toBe(true);
  });

  it('submit: only after a submit attempt, like every other setting', () => {
    expect(isMessageVisible('submit', { touched: true, modified: true })).toBe(false);
    for (const visibility of ['blur', 'dirty', 'live', 'submit'] as const) {
      expect(isMessageVisible(visibility, { submitFailed: true })).toBe(true);
    }
  });
});
