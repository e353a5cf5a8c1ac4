import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextField } from '../TextField/index.ts';
import { Coordinates } from './MapPicker.styles.ts';
import { formatCoordinate, parseCoordinate, type Bounds, type CoordinateProblem, type LatLng } from './geo.ts';

export interface MapPickerCoordinatesProps {
  value: LatLng | null;
  bounds: Bounds;
  onChange: (value: LatLng) => void;
  disabled: boolean;
}

type Axis = 'lat' | 'lng';

/**
 * Typed latitude and longitude, LTR in both languages. While a field is being edited its text
 * is kept as typed (so "25." is not rewritten); a valid pair is sent at once, an invalid one
 * shows why. Arabic-keyboard digits are accepted.
 */
export function MapPickerCoordinates({ value, bounds, onChange, disabled }: MapPickerCoordinatesProps) {
  const [draft, setDraft] = useState<Partial<Record<Axis, string>>>({});
  const range = { lat: [bounds.south, bounds.north], lng: [bounds.west, bounds.east] } as const;
  const text = (axis: Axis) => draft[axis] ?? (value ? formatCoordinate(value[axis]) : '');
  const problemOf = (axis: Axis): CoordinateProblem | null => {
    if (draft[axis] === undefined) return null;
    const parsed = parseCoordinate(draft[axis] ?? '', range[axis][0], range[axis][1]);
    return 'problem' in parsed ? parsed.problem : null;
  };

  const edit = (axis: Axis, typed: string) => {
    const next = { ...draft, [axis]: typed };
    setDraft(next);
    const lat = parseCoordinate(next.lat ?? (value ? String(value.lat) : ''), range.lat[0], range.lat[1]);
    const lng = parseCoordinate(next.lng ?? (value ? String(value.lng) : ''), range.lng[0], range.lng[1]);
    if ('value' in lat && 'value' in lng) onChange({ lat: lat.value, lng: lng.value });
  };
  // On leaving a valid field, show the value as the picker holds it.
  const settle = (axis: Axis) => {
    if (problemOf(axis) === null && value) setDraft(({ [axis]: _done, ...rest }) => rest);
  };

  return (
    <Coordinates>
      {(['lat', 'lng'] as const).map((axis) => {
        const problem = problemOf(axis);
        return (
          <TextField
            key={axis}
            label={<FormattedMessage id={axis === 'lat' ? 'ui.mapPicker.latitude' : 'ui.mapPicker.longitude'} />}
            value={text(axis)}
            onChange={(event) => edit(axis, event.currentTarget.value)}
            onBlur={() => settle(axis)}
            dir="ltr"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            error={problem ? <CoordinateError axis={axis} problem={problem} min={range[axis][0]} max={range[axis][1]} /> : undefined}
          />
        );
      })}
    </Coordinates>
  );
}

function CoordinateError({ axis, problem, min, max }: { axis: Axis; problem: CoordinateProblem; min: number; max: number }): ReactNode {
  const values = { min: <bdi dir="ltr">{formatCoordinate(min)}</bdi>, max: <bdi dir="ltr">{formatCoordinate(max)}</bdi> };
  if (problem === 'required')
    return <FormattedMessage id={axis === 'lat' ? 'ui.mapPicker.latitudeRequired' : 'ui.mapPicker.longitudeRequired'} />;
  if (problem === 'format')
    return (
      <FormattedMessage
        id="ui.mapPicker.notANumber"
        values={{ example: <bdi dir="ltr">{formatCoordinate(axis === 'lat' ? 25.2048 : 55.2708)}</bdi> }}
      />
    );
  return <FormattedMessage id={axis === 'lat' ? 'ui.mapPicker.latitudeRange' : 'ui.mapPicker.longitudeRange'} values={values} />;
}
