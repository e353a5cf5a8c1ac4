export { chargeRefusalId, TicketPanel, type TicketPanelProps } from './TicketPanel.tsx';
