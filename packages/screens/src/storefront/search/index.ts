// The storefront's product search (issue #16 item 7).
export { SEARCH_MAX_LENGTH, SearchBox, type SearchBoxProps } from './SearchBox/index.ts';
export { SearchPage, type SearchPageProps } from './SearchPage/index.ts';
