export { SEARCH_MAX_LENGTH, SearchBox, type SearchBoxProps } from './SearchBox.tsx';
