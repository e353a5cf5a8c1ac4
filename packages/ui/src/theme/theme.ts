import { breakpoints, darkColors, elevation, fonts, lightColors, motion, radii, space, typeScale, type ColorRole } from './tokens.ts';

export type ThemeName = 'light' | 'dark';

export interface DukkanTheme {
  name: ThemeName;
  colors: Record<ColorRole, string>;
  space: typeof space;
  radii: typeof radii;
  elevation: typeof elevation;
  breakpoints: typeof breakpoints;
  fonts: typeof fonts;
  typeScale: typeof typeScale;
  motion: typeof motion;
}

const base = { space, radii, elevation, breakpoints, fonts, typeScale, motion };

export const themes: Record<ThemeName, DukkanTheme> = {
  light: { name: 'light', colors: lightColors, ...base },
  dark: { name: 'dark', colors: darkColors, ...base },
};

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  export interface DefaultTheme extends DukkanTheme {}
}
