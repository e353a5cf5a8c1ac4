import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { useControlled } from '../DataTable/useControlled.ts';
import { AlertIcon } from '../Icon/index.ts';
import { LocateIcon } from '../Icon/icons-data.tsx';
import { Attribution, ErrorText, Fieldset, Hint, Legend, LiveRegion, Row } from './MapPicker.styles.ts';
import { MapPickerCoordinates } from './MapPickerCoordinates.tsx';
import { MapPickerSurface } from './MapPickerSurface.tsx';
import { useMapTiles } from './MapTiles.tsx';
import { contains, DUBAI_SHARJAH, formatCoordinate, type Bounds, type LatLng } from './geo.ts';

/** Why `locate()` failed; GeolocationPositionError codes 1-3 are understood too. */
export type LocateFailure = 'denied' | 'unavailable' | 'timeout';

export interface MapPickerProps {
  label: ReactNode;
  description?: ReactNode;
  value?: LatLng | null;
  defaultValue?: LatLng | null;
  onChange?: (value: LatLng) => void;
  /**
   * The app's geolocation (permission prompts are its concern). Resolves with the position or
   * rejects with `{ code }`: 'denied' | 'unavailable' | 'timeout', or GeolocationPositionError.
   */
  locate?: () => Promise<LatLng>;
  bounds?: Bounds;
  disabled?: boolean;
  /** A form-level error, e.g. "Pick the delivery location". */
  error?: ReactNode;
}

type LocateProblem = LocateFailure | 'outside';

function failureOf(error: unknown): LocateFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'denied' || code === 1) return 'denied';
  if (code === 'timeout' || code === 3) return 'timeout';
  return 'unavailable';
}

const locateMessages = {
  denied: 'ui.mapPicker.locateDenied',
  unavailable: 'ui.mapPicker.locateUnavailable',
  timeout: 'ui.mapPicker.locateTimeout',
  outside: 'ui.mapPicker.locateOutside',
} as const;

/**
 * Picks the delivery location for the address form (customer spec §3 "Address": lat/lng):
 * a surface of the area, arrow keys, typed coordinates and "Use my location" through the
 * app's `locate()`. The surface is a real tiled map when the app has a tile server
 * (`MapTilesProvider`, config.json `features.mapTiles`), else a drawing with no network.
 */
export function MapPicker({
  label,
  description,
  value: controlled,
  defaultValue = null,
  onChange,
  locate,
  bounds = DUBAI_SHARJAH,
  disabled = false,
  error,
}: MapPickerProps) {
  const intl = useIntl();
  const ids = useId();
  const tiles = useMapTiles();
  const [value, setValue] = useControlled(controlled, defaultValue, onChange as ((next: LatLng | null) => void) | undefined);
  const [locating, setLocating] = useState(false);
  const [locateProblem, setLocateProblem] = useState<LocateProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (next: LatLng, via: 'pointer' | 'keyboard' | 'typed' | 'located') => {
    setValue(next);
    setLocateProblem(null);
    if (via !== 'typed') {
      setAnnouncement(
        intl.formatMessage({ id: 'ui.mapPicker.position' }, { lat: formatCoordinate(next.lat), lng: formatCoordinate(next.lng) }),
      );
    }
  };
  const useMyLocation = async () => {
    if (!locate) return;
    setLocating(true);
    setLocateProblem(null);
    try {
      const found = await locate();
      if (contains(found, bounds)) move(found, 'located');
      else setLocateProblem('outside');
    } catch (failure) {
      setLocateProblem(failureOf(failure));
    } finally {
      setLocating(false);
    }
  };

  const problem = locateProblem ? <FormattedMessage id={locateMessages[locateProblem]} /> : error;
  return (
    <Fieldset disabled={disabled} aria-describedby={`${ids}-error`}>
      <Legend id={`${ids}-label`}>{label}</Legend>
      {description ? <Hint>{description}</Hint> : null}
      <MapPickerSurface
        value={value}
        bounds={bounds}
        onMove={move}
        disabled={disabled}
        invalid={Boolean(error)}
        labelId={`${ids}-label`}
        describedBy={`${ids}-help ${ids}-value`}
        tiles={tiles}
      />
      {tiles ? <Attribution dir="auto">{tiles.attribution}</Attribution> : null}
      <Hint id={`${ids}-help`}>
        <FormattedMessage id="ui.mapPicker.instructions" />
      </Hint>
      <LiveRegion id={`${ids}-value`} aria-live="polite">
        {announcement ||
          (value
            ? intl.formatMessage({ id: 'ui.mapPicker.position' }, { lat: formatCoordinate(value.lat), lng: formatCoordinate(value.lng) })
            : intl.formatMessage({ id: 'ui.mapPicker.noPosition' }))}
      </LiveRegion>
      <MapPickerCoordinates value={value} bounds={bounds} onChange={(next) => move(next, 'typed')} disabled={disabled} />
      {locate ? (
        <Row>
          <Button variant="secondary" onClick={useMyLocation} loading={locating} disabled={disabled}>
            <LocateIcon />
            <FormattedMessage id="ui.mapPicker.useMyLocation" />
          </Button>
        </Row>
      ) : null}
      <ErrorText id={`${ids}-error`} role="alert">
        {problem ? <AlertIcon /> : null}
        {problem}
      </ErrorText>
    </Fieldset>
  );
}
