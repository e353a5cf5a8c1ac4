export { deliveryKeys } from './keys.ts';
export {
  DELIVERY_AREA_LIMITS,
  deliveryAreaProblem,
  removeDeliveryArea,
  saveDeliveryArea,
  type DeliveryAreaDraft,
  type DeliveryAreaProblem,
  type DeliveryContext,
} from './mutations.ts';
export { DELIVERY_PRICING, readDeliveryAreas, type DeliveryAreaRow, type DeliveryAreaSettings, type DeliveryPricing } from './read.ts';
export { useDeliveryAreas, useDrivers, type DeliveryState } from './useDelivery.ts';
export {
  accountProblem,
  addDriver,
  changeDriverPassword,
  deleteDriver,
  DRIVER_PASSWORD_MIN,
  driverProblem,
  readDrivers,
  setDriverAccount,
  updateDriver,
  type DeliveryDriver,
  type DriverDraft,
  type DriverProblem,
  type DriversContext,
} from './drivers.ts';
