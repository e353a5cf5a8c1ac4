export * from './DeliveryAreasView/index.ts';
export * from './DeliveryAreaDialog/index.ts';
export type { DeliveryAreaItem, DeliveryAreaSettings, DeliveryAreaValues, DeliveryPricing, DeliverySection } from './shared/types.ts';
