import { createIcon } from './Icon.tsx';

/**
 * Icons of the inputs group. Plus, minus, the bin, the down chevron, the clear cross and the
 * calendar are symmetric or point along the block axis, so none of them mirrors in RTL.
 */
export const MinusIcon = createIcon('Minus', <path d="M5 12h14" />);
export const PlusIcon = createIcon('Plus', <path d="M12 5v14M5 12h14" />);
export const BinIcon = createIcon(
  'Bin',
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 13h10l1-13M9 7V4h6v3" />
  </>,
);
export const ChevronDownIcon = createIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const ClearIcon = createIcon('Clear', <path d="M7 7l10 10M17 7L7 17" />);
export const CalendarIcon = createIcon(
  'Calendar',
  <>
    <rect x="4" y="5" width="16" height="15" rx="2" />
    <path d="M4 10h16M9 3v4M15 3v4" />
  </>,
);
