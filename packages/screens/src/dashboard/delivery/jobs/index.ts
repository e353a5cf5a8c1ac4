export * from './DeliveryJobsView/index.ts';
export * from './FreeJobDialog/index.ts';
export * from './AssignJobDialog/index.ts';
export * from './CarriersView/index.ts';
export type {
  CarrierItem,
  CarrierRateItem,
  DeliveryJobItem,
  FreeJobValues,
  JobAssignee,
  JobDriverOption,
  JobStatus,
  OwnFleetItem,
} from './types.ts';
