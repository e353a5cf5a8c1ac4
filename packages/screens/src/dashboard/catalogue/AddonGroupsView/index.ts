export { AddonGroupsView, type AddonGroupsViewProps } from './AddonGroupsView.tsx';
