export { ContactPage, type ContactPageProps } from './ContactPage.tsx';
