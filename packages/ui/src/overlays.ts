// The overlays group of the design system (issue #4): dialogs, drawers, tabs, menus, toasts,
// tooltips and the vendor dashboard's layout.
export { Dialog, DialogCloseButton, type DialogCloseButtonProps, type DialogProps, type DialogSize } from './Dialog/index.ts';
export { ConfirmDialog, useMessageText, type ConfirmDialogProps, type MessageValues } from './ConfirmDialog/index.ts';
export { AlertDialog, type AlertDialogProps } from './AlertDialog/index.ts';
export { Drawer, type DrawerProps } from './Drawer/index.ts';
export { Tabs, type TabsItem, type TabsProps } from './Tabs/index.ts';
export { Menu, type MenuItemSpec, type MenuProps, type MenuSectionSpec } from './Menu/index.ts';
export {
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  ToastRegion,
  type ToastMessage,
  type ToastQueue,
  type ToastRegionProps,
  type ToastShowOptions,
  type ToastTone,
} from './Toast/index.ts';
export { Tooltip, type TooltipProps } from './Tooltip/index.ts';
export {
  AppShell,
  AppShellNav,
  type AppShellBottomBar,
  type AppShellNavGroup,
  type AppShellNavItem,
  type AppShellNavProps,
  type AppShellProps,
} from './AppShell/index.ts';
export { Page, PageBreadcrumbs, type PageBreadcrumb, type PageProps } from './Page/index.ts';
export {
  CloseIcon,
  CopyIcon,
  DeleteIcon,
  EditIcon,
  ExternalIcon,
  HomeIcon,
  InfoIcon,
  MenuIcon,
  MoreIcon,
  OrdersIcon,
  ProductsIcon,
  SettingsIcon,
  SuccessIcon,
} from './Icon/icons-overlays.tsx';
export {
  AccountIcon,
  CatalogueIcon,
  CustomersIcon,
  DeliveryIcon,
  DotIcon,
  MarketingIcon,
  MoneyIcon,
  OverviewIcon,
  ShopIcon,
  UsersIcon,
} from './Icon/icons-dashboard.tsx';
