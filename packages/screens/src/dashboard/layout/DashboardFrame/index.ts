export {
  DashboardFrame,
  type DashboardFrameProps,
  type DashboardNavGroup,
  type DashboardNavItem,
  type DashboardShopChoice,
} from './DashboardFrame.tsx';
