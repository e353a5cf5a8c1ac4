// The data group of the design system (issue #4).
export { Badge, type BadgeProps, type BadgeTone } from './Badge/index.ts';
export { ColorLabel, normaliseHex, readableTextColor, type ColorLabelProps } from './ColorLabel/index.ts';
export { Card, type CardProps } from './Card/index.ts';
export { LoadMore, Pagination, pageRange, type LoadMoreProps, type PageItem, type PaginationProps } from './Pagination/index.ts';
export {
  DataTable,
  nextSort,
  selectionState,
  sortRows,
  type ColumnKind,
  type DataTableColumn,
  type DataTableProps,
  type SelectionState,
  type SortDescriptor,
  type SortDirection,
  type SortValue,
} from './DataTable/index.ts';
export {
  IMAGE_TYPES,
  ImageListUploader,
  ImageUploader,
  keepFileForSave,
  type ImageListUploaderProps,
  type ImageUploaderProps,
  type UploadedImage,
  type UploaderFieldProps,
  type UploadHandler,
  type UploadProblem,
  type UploadResult,
  type UploadState,
  type UploadStatus,
} from './ImageUploader/index.ts';
export { QrCode, type QrCodeProps } from './QrCode/index.ts';
export { Barcode, encodeCode128B, type BarcodeProps, type Code128 } from './Barcode/index.ts';
export { VIDEO_TYPES, VideoUploader, type VideoUploaderProps } from './VideoUploader/index.ts';
export {
  DUBAI_SHARJAH,
  formatCoordinate,
  MapPicker,
  MapTilesProvider,
  parseCoordinate,
  useMapTiles,
  type Bounds,
  type LatLng,
  type LocateFailure,
  type MapPickerProps,
  type MapTileSource,
} from './MapPicker/index.ts';
export {
  BarChart,
  DonutChart,
  LineChart,
  type BarChartProps,
  type CartesianChartProps,
  type ChartFormat,
  type ChartSeries,
  type DonutChartProps,
  type DonutSlice,
  type LineChartProps,
} from './Charts/index.ts';
export {
  ChartIcon,
  ImageIcon,
  LocateIcon,
  SortAscendingIcon,
  SortDescendingIcon,
  SortNoneIcon,
  TableIcon,
  TrashIcon,
  UploadIcon,
  VideoIcon,
} from './Icon/icons-data.tsx';
