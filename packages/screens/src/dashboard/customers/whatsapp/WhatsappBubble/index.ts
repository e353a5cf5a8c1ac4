export { WhatsappBubble, type WhatsappBubbleProps } from './WhatsappBubble.tsx';
