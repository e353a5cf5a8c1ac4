export {
  ListPage,
  type ListPageEmpty,
  type ListPagePagination,
  type ListPageProps,
  type ListPageSearch,
  type ListPageStatus,
} from './ListPage.tsx';
