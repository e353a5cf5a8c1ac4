export { BlogsListView, type BlogsListViewProps } from './BlogsListView.tsx';
