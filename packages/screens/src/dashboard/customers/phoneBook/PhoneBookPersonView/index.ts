export { PhoneBookPersonView, type PhoneBookPersonViewProps } from './PhoneBookPersonView.tsx';
