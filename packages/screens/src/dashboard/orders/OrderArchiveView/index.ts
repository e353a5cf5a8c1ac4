export { OrderArchiveView, type ArchiveFilterValue, type OrderArchiveViewProps } from './OrderArchiveView.tsx';
export { ARCHIVE_STATUSES } from './ArchiveFilters.tsx';
