import { createIcon } from './Icon.tsx';

/**
 * Icons of the data group (tables, uploads, maps, charts). Vertical arrows do not mirror;
 * none of these point along the inline axis, so none are `mirrored`.
 */
export const SortAscendingIcon = createIcon('SortAscending', <path d="M12 19V5M6 11l6-6 6 6" />);
export const SortDescendingIcon = createIcon('SortDescending', <path d="M12 5v14M6 13l6 6 6-6" />);
export const SortNoneIcon = createIcon('SortNone', <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />);
export const UploadIcon = createIcon(
  'Upload',
  <>
    <path d="M12 15V4M7 9l5-5 5 5" />
    <path d="M4 15v4h16v-4" />
  </>,
);
export const ImageIcon = createIcon(
  'Image',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-9 9" />
  </>,
);
export const VideoIcon = createIcon(
  'Video',
  <>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3z" />
  </>,
);
export const TrashIcon = createIcon(
  'Trash',
  <>
    <path d="M4 7h16M9 7V4h6v3" />
    <path d="M6 7l1 13h10l1-13" />
  </>,
);
export const LocateIcon = createIcon(
  'Locate',
  <>
    <circle cx="12" cy="12" r="7" />
    <circle cx="12" cy="12" r="2" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </>,
);
export const TableIcon = createIcon(
  'Table',
  <>
    <rect x="3" y="5" width="18" height="14" rx="1" />
    <path d="M3 10h18M3 15h18M10 5v14" />
  </>,
);
export const ChartIcon = createIcon('Chart', <path d="M4 4v16h16M8 16v-5M12 16V8M16 16v-3" />);
