import type { HTMLAttributes, ReactNode } from 'react';
import { Chip, ChipText } from './ColorLabel.styles.ts';
import { normaliseHex, readableTextColor } from './readableTextColor.ts';

export interface ColorLabelProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /** The label's colour as the vendor chose it, `#rrggbb`. Anything else falls back to neutral. */
  color: string;
  /** The label's name (user content, e.g. "VIP" or "شكوى توصيل"). */
  children: ReactNode;
}

/**
 * A coloured chip for CRM and complaint labels. The text colour is computed (black or white,
 * whichever reaches AA on the chosen colour), so any vendor colour stays readable.
 */
export function ColorLabel({ color, children, style, ...rest }: ColorLabelProps) {
  const hex = normaliseHex(color);
  const colours = hex ? { background: hex, color: readableTextColor(hex) } : undefined;
  return (
    <Chip data-fallback={hex ? undefined : 'true'} style={{ ...colours, ...style }} {...rest}>
      <ChipText>{children}</ChipText>
    </Chip>
  );
}
