export { MapPicker, type LocateFailure, type MapPickerProps } from './MapPicker.tsx';
export { clampToBounds, contains, DUBAI_SHARJAH, formatCoordinate, parseCoordinate, type Bounds, type LatLng } from './geo.ts';
export { MapTilesProvider, useMapTiles, type MapTileSource } from './MapTiles.tsx';
