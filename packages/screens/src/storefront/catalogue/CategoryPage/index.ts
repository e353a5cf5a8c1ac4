export { CategoryPage, type CategoryPageProps } from './CategoryPage.tsx';
export { ANY_SUB_CATEGORY } from './CategoryPageFilter.tsx';
export { WINDOW_THRESHOLD } from './CategoryPageGrid.tsx';
