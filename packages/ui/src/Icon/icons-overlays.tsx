import { createIcon } from './Icon.tsx';

/**
 * Icons of the overlays group (dialogs, menus, toasts, the app shell). The close cross, the
 * menu bars and the status marks are symmetric or must not flip; only the "open in a new
 * place" arrow points along the inline axis and mirrors.
 */
export const CloseIcon = createIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const MenuIcon = createIcon('Menu', <path d="M4 7h16M4 12h16M4 17h16" />);
export const InfoIcon = createIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
);
export const SuccessIcon = createIcon(
  'Success',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </>,
);
export const EditIcon = createIcon(
  'Edit',
  <>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M13.5 6.5l4 4" />
  </>,
);
export const DeleteIcon = createIcon(
  'Delete',
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 13h10l1-13M9 7V4h6v3" />
  </>,
);
export const CopyIcon = createIcon(
  'Copy',
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a1 1 0 0 1 1-1h9" />
  </>,
);
export const ExternalIcon = createIcon(
  'External',
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </>,
  true,
);
export const MoreIcon = createIcon(
  'More',
  <>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </>,
);
export const HomeIcon = createIcon(
  'Home',
  <>
    <path d="M4 11l8-7 8 7" />
    <path d="M6 10v10h12V10" />
  </>,
);
export const OrdersIcon = createIcon(
  'Orders',
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6" />
  </>,
);
export const ProductsIcon = createIcon(
  'Products',
  <>
    <path d="M4 8l8-4 8 4v8l-8 4-8-4z" />
    <path d="M4 8l8 4 8-4M12 12v8" />
  </>,
);
export const SettingsIcon = createIcon(
  'Settings',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
  </>,
);
