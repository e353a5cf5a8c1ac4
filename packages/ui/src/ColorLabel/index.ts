export { ColorLabel, type ColorLabelProps } from './ColorLabel.tsx';
export { normaliseHex, readableTextColor } from './readableTextColor.ts';
