export { DetailPage, type DetailPageBadge, type DetailPageProps, type DetailPageTab } from './DetailPage.tsx';
