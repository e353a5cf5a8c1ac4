export { RequestsListView, useRequestDate, type RequestsListViewProps } from './RequestsListView.tsx';
