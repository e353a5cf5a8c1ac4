import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { GlobalStyle } from './GlobalStyle.ts';
import { themes, type ThemeName } from './theme.ts';

/*
 * Stable module constants: styled-components rebuilds its sheet when the plugin array
 * changes identity (STACK.md). The RTL plugin is a safety net for third-party CSS; our own
 * styles use logical properties, which it leaves alone.
 */
const RTL_PLUGINS = [rtlPlugin];
const NO_PLUGINS: typeof RTL_PLUGINS = [];

/** react-aria's locale: UAE region, and Latin digits in Arabic (docs/decisions/0010). */
const ARIA_LOCALES = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' } as const;

export interface DesignSystemProviderProps {
  locale: 'en' | 'ar';
  theme?: ThemeName;
  children: ReactNode;
}

/**
 * Theme, the RTL style manager and react-aria's locale (date segments, number parsing,
 * arrow-key direction in tabs and menus) for one interface language.
 */
export function DesignSystemProvider({ locale, theme = 'light', children }: DesignSystemProviderProps) {
  const rtl = locale === 'ar';
  return (
    <I18nProvider locale={ARIA_LOCALES[locale]}>
      <StyleSheetManager stylisPlugins={rtl ? RTL_PLUGINS : NO_PLUGINS}>
        <ThemeProvider theme={themes[theme]}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </StyleSheetManager>
    </I18nProvider>
  );
}
