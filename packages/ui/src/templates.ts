// The page templates of the dashboard (CONVENTIONS §1): list, form and detail pages, so the
// screens look and behave like one product.
export {
  ListPage,
  type ListPageEmpty,
  type ListPagePagination,
  type ListPageProps,
  type ListPageSearch,
  type ListPageStatus,
} from './ListPage/index.ts';
export { FormPage, FormPageSection, type FormPageProps, type FormPageSectionProps, type FormPageSectionSpec } from './FormPage/index.ts';
export { DetailPage, type DetailPageBadge, type DetailPageProps, type DetailPageTab } from './DetailPage/index.ts';
