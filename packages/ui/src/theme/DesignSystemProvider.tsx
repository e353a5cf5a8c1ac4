import type { ReactNode } from 'react';
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

export interface DesignSystemProviderProps {
  dir: 'ltr' | 'rtl';
  theme?: ThemeName;
  children: ReactNode;
}

export function DesignSystemProvider({ dir, theme = 'light', children }: DesignSystemProviderProps) {
  return (
    <StyleSheetManager stylisPlugins={dir === 'rtl' ? RTL_PLUGINS : NO_PLUGINS}>
      <ThemeProvider theme={themes[theme]}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
