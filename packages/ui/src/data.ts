// The data group of the design system (issue #4).
export { Badge, type BadgeProps, type BadgeTone } from './Badge/index.ts';
export { ColorLabel, normaliseHex, readableTextColor, type ColorLabelProps } from './ColorLabel/index.ts';
export { Card, type CardProps } from './Card/index.ts';
export { LoadMore, Pagination, pageRange, type LoadMoreProps, type PageItem, type PaginationProps } from './Pagination/index.ts';
