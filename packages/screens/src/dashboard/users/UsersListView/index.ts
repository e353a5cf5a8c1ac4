export { UsersListView, type UsersListViewProps, type UsersRoleFilter } from './UsersListView.tsx';
