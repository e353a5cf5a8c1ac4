export { Barcode, type BarcodeProps } from './Barcode.tsx';
export { CODE128_PATTERNS, code128BValues, code128Checksum, encodeCode128B, type Code128 } from './code128.ts';
