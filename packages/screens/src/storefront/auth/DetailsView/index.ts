export { DetailsView, type DetailsViewProps, type ProfileDetails } from './DetailsView.tsx';
