export { LoadMore, type LoadMoreProps } from './LoadMore.tsx';
export { Pagination, type PaginationProps } from './Pagination.tsx';
export { pageRange, type PageItem } from './pageRange.ts';
