export { Page, type PageProps } from './Page.tsx';
export { PageBreadcrumbs, type PageBreadcrumb } from './PageBreadcrumbs.tsx';
