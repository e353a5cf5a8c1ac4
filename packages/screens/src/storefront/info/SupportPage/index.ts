export { SupportPage, type SupportPageProps } from './SupportPage.tsx';
