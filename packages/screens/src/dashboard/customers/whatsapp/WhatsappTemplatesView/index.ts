export { WhatsappTemplatesView, type WhatsappTemplatesViewProps } from './WhatsappTemplatesView.tsx';
