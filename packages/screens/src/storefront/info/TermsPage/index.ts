export { TermsPage, type TermsPageProps } from './TermsPage.tsx';
