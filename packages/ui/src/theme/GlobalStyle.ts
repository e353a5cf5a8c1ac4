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
  /* Reduced motion means no animation at all: dialogs, drawers and popovers appear in their final
     place at once (react-aria then skips its entering/exiting states), spinners stand still
     beside their busy label. A 0.01 ms animation still ran and still had a first frame. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation: none !important;
      transition-duration: 0s !important;
      scroll-behavior: auto !important;
    }
  }
`;
