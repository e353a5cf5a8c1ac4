export { PhoneBookView, type PhoneBookViewProps } from './PhoneBookView.tsx';
