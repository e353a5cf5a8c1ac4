export { ProfileView, type ProfileUser, type ProfileViewProps } from './ProfileView.tsx';
