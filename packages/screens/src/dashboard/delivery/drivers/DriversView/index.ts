export { DriversView, type DriversViewProps } from './DriversView.tsx';
