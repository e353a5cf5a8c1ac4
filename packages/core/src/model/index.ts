export type * from './common.ts';
export type * from './customer.ts';
export type * from './vendor.ts';
