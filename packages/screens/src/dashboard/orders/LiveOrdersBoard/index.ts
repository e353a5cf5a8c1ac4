export { LiveOrdersBoard, type LiveOrdersBoardProps } from './LiveOrdersBoard.tsx';
