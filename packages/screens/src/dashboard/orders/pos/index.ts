export * from './PosView/index.ts';
export * from './ProductGrid/index.ts';
export * from './TicketPanel/index.ts';
export * from './PosDoneStep/index.ts';
export type * from './types.ts';
