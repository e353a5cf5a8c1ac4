export * from './DriversView/index.ts';
export * from './DriverFormDialog/index.ts';
export * from './DriverAccountDialog/index.ts';
export type { DriverItem, DriverValues } from './types.ts';
