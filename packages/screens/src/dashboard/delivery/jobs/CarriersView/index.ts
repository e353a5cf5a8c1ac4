export * from './CarriersView.tsx';
