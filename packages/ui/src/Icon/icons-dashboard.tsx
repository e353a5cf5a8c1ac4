import { createIcon } from './Icon.tsx';

/**
 * Icons of the dashboard's areas (the side navigation, the phone's bottom bar) and its account
 * menu. They picture things, not directions: none is `mirrored` (CONVENTIONS §4). Orders and
 * settings use OrdersIcon and SettingsIcon of the overlays group.
 */
export const OverviewIcon = createIcon(
  'Overview',
  <>
    <rect x="4" y="4" width="7" height="9" rx="1" />
    <rect x="13" y="4" width="7" height="5" rx="1" />
    <rect x="13" y="11" width="7" height="9" rx="1" />
    <rect x="4" y="15" width="7" height="5" rx="1" />
  </>,
);
export const ShopIcon = createIcon(
  'Shop',
  <>
    <path d="M4 9l1.5-5h13L20 9" />
    <path d="M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0A2.7 2.7 0 0 0 20 9" />
    <path d="M5.5 11.5V20h13v-8.5M10 20v-5h4v5" />
  </>,
);
export const CatalogueIcon = createIcon(
  'Catalogue',
  <>
    <path d="M4 4h7l9 9-7 7-9-9z" />
    <circle cx="8.5" cy="8.5" r="1.5" />
  </>,
);
export const CustomersIcon = createIcon(
  'Customers',
  <>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20a7 7 0 0 1 14 0" />
  </>,
);
export const MarketingIcon = createIcon(
  'Marketing',
  <>
    <path d="M4 10v4h3l8 5V5L7 10z" />
    <path d="M7 14l1.5 5h2.5l-1-4.5M18.5 9.5a3.5 3.5 0 0 1 0 5" />
  </>,
);
export const MoneyIcon = createIcon(
  'Money',
  <>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6.5 9.5v.01M17.5 14.5v.01" />
  </>,
);
export const DeliveryIcon = createIcon(
  'Delivery',
  <>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </>,
);
export const UsersIcon = createIcon(
  'Users',
  <>
    <circle cx="9" cy="8" r="3" />
    <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
    <path d="M15.5 5.3a3 3 0 0 1 0 5.4M17 14a5.5 5.5 0 0 1 3.5 5" />
  </>,
);
/** The signed-in person, on the account menu's button. */
export const AccountIcon = createIcon(
  'Account',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="10" r="3" />
    <path d="M6.5 18.2a6.5 6.5 0 0 1 11 0" />
  </>,
);
/** Stands in for a navigation item given no icon when the navigation shows icons only. */
export const DotIcon = createIcon('Dot', <circle cx="12" cy="12" r="3" />);
