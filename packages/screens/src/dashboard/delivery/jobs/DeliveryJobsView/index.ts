export * from './DeliveryJobsView.tsx';
