import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { themes } from './theme.ts';

/** Text roles on the surfaces they appear on must reach WCAG AA (4.5:1 normal text). */
const textPairs = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['textSubtle', 'surface'],
  ['primary', 'surface'],
  ['onPrimary', 'primary'],
  ['danger', 'surface'],
  ['danger', 'dangerSoft'],
  ['warning', 'warningSoft'],
  ['link', 'surface'],
  ['text', 'surfaceSunken'],
  ['primary', 'primarySoft'],
] as const;

describe.each(Object.values(themes))('$name theme colour roles', (theme) => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
