export { USER_DETAIL_TABS, UserDetailView, type UserDetailTab, type UserDetailViewProps } from './UserDetailView.tsx';
export type { NoteDraftValues } from './UserDetailViewNotes.tsx';
