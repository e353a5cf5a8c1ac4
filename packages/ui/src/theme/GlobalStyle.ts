import { createGlobalStyle } from 'styled-components';

/** Document defaults: fonts per direction, focus ring, reduced motion. Logical properties only. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.latin};
    font-size: ${({ theme }) => theme.typeScale.md.size};
    line-height: ${({ theme }) => theme.typeScale.md.line};
  }
  [dir='rtl'] body, body:lang(ar) {
    font-family: ${({ theme }) => theme.fonts.arabic};
    line-height: ${({ theme }) => theme.typeScale.md.arLine};
  }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img { max-inline-size: 100%; display: block; }
  button, input, select, textarea { font: inherit; color: inherit; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
