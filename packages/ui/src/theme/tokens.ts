/**
 * Design tokens. Colour roles are chosen for WCAG 2.2 AA: text roles reach 4.5:1 on the
 * surfaces they are used on, and `tokens.test.ts` checks the pairs. Spacing is a 4 px scale.
 */
export const palette = {
  green900: '#0b3d2c',
  green700: '#0f6b4a',
  green600: '#127a55',
  green100: '#e3f4ec',
  sand50: '#fbf8f3',
  sand100: '#f3ede2',
  grey900: '#1b1f24',
  grey700: '#434b55',
  grey600: '#5b6470',
  grey300: '#c9ced6',
  grey200: '#e2e6eb',
  white: '#ffffff',
  red700: '#b42318',
  red100: '#fde8e6',
  amber700: '#8a5300',
  amber100: '#fff1d6',
  blue700: '#1f5fbf',
} as const;

export const lightColors = {
  background: palette.sand50,
  surface: palette.white,
  surfaceSunken: palette.sand100,
  text: palette.grey900,
  textMuted: palette.grey700,
  textSubtle: palette.grey600,
  border: palette.grey300,
  borderSubtle: palette.grey200,
  primary: palette.green700,
  primaryHover: palette.green900,
  onPrimary: palette.white,
  primarySoft: palette.green100,
  danger: palette.red700,
  dangerSoft: palette.red100,
  warning: palette.amber700,
  warningSoft: palette.amber100,
  link: palette.blue700,
  focus: palette.blue700,
  skeleton: palette.grey200,
} as const;

export type ColorRole = keyof typeof lightColors;

export const darkColors: Record<ColorRole, string> = {
  background: '#111418',
  surface: '#1a1f25',
  surfaceSunken: '#0c0f12',
  text: '#f1f3f5',
  textMuted: '#c3c9d1',
  textSubtle: '#a9b1bb',
  border: '#4a525c',
  borderSubtle: '#2c333b',
  primary: '#5fd3a3',
  primaryHover: '#8be3bf',
  onPrimary: '#0b1f17',
  primarySoft: '#173528',
  danger: '#ff8a80',
  dangerSoft: '#3a1d1b',
  warning: '#ffc66b',
  warningSoft: '#3a2c12',
  link: '#8ab4ff',
  focus: '#8ab4ff',
  skeleton: '#2c333b',
};

export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;
export const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;
export const elevation = {
  0: 'none',
  1: '0 1px 2px rgb(16 24 40 / 8%), 0 1px 3px rgb(16 24 40 / 10%)',
  2: '0 4px 8px -2px rgb(16 24 40 / 10%), 0 2px 4px -2px rgb(16 24 40 / 6%)',
  3: '0 12px 24px -4px rgb(16 24 40 / 14%), 0 4px 8px -4px rgb(16 24 40 / 8%)',
} as const;
export const breakpoints = { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' } as const;

/** Inter for Latin, Noto Sans Arabic for Arabic; each falls back to the other's glyphs. */
export const fonts = {
  latin: "'Inter', 'Noto Sans Arabic', system-ui, sans-serif",
  arabic: "'Noto Sans Arabic', 'Inter', system-ui, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
} as const;

/** Type scale; Arabic runs a touch larger and looser for legibility of its smaller x-height. */
export const typeScale = {
  xs: { size: '12px', line: '16px', arLine: '20px' },
  sm: { size: '14px', line: '20px', arLine: '24px' },
  md: { size: '16px', line: '24px', arLine: '28px' },
  lg: { size: '20px', line: '28px', arLine: '32px' },
  xl: { size: '24px', line: '32px', arLine: '38px' },
  xxl: { size: '32px', line: '40px', arLine: '48px' },
} as const;

/** Durations collapse to 0 under prefers-reduced-motion (GlobalStyle). */
export const motion = { fast: '120ms', base: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' } as const;
