import { textParagraphs } from '@dukkan/core';
import { Prose } from './info.styles.ts';

export interface ShopProseProps {
  /** Plain text typed by the shop (core `shopText`): shown as text, never as markup. */
  text: string;
}

/**
 * The shop's own words: one paragraph per blank-line-separated block, line breaks kept.
 * `dir="auto"`: an English text shown on the Arabic page (no Arabic version) still reads
 * left to right.
 */
export function ShopProse({ text }: ShopProseProps) {
  return (
    <Prose>
      {textParagraphs(text).map((paragraph, i) => (
        <p key={i} dir="auto">
          {paragraph}
        </p>
      ))}
    </Prose>
  );
}
