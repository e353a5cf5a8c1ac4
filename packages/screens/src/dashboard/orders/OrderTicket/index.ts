export { OrderTicket, TICKET_KINDS, TICKET_PAPERS, type OrderTicketProps, type TicketKind, type TicketPaper } from './OrderTicket.tsx';
