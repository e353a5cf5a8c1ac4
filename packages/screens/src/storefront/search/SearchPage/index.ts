export { SearchPage, type SearchPageProps } from './SearchPage.tsx';
