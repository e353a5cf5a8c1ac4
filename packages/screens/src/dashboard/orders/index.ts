export * from './LiveOrdersBoard/index.ts';
export * from './OrderArchiveView/index.ts';
export * from './OrderDetailView/index.ts';
export * from './OrderTicket/index.ts';
export * from './pos/index.ts';
export {
  createWebAudioSound,
  OrdersEnvironmentProvider,
  useOrdersEnvironment,
  type OrderSound,
  type OrdersEnvironment,
  type SoundState,
} from './shared/ordersEnvironment.tsx';
