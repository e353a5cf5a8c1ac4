import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type Area } from '@dukkan/core';
import { Button, FormBilingualField, MapPicker, useFormField, type CustomRule, type LatLng } from '@dukkan/ui';
import { AreaLine } from './ShopProfileView.styles.ts';

/** The area of the pin (GET /area/find), and whether the shop has delivery settings there (GET /area/list). */
export interface ShopProfileArea {
  status: 'idle' | 'loading' | 'found' | 'notFound' | 'error';
  area?: Area;
  /** Unknown while the area list loads. */
  shopDelivers?: boolean;
}

export interface ShopProfileAddressProps {
  area: ShopProfileArea;
  /** Every change of the pin, the first value and a discarded one included, for the area lookup. */
  onLocationChange?: (latlng: [number, number] | null) => void;
  onAreaRetry?: () => void;
  locate?: () => Promise<LatLng>;
  disabled?: boolean;
}

/** A street address needs its pin: the API stores the address with lat and lng (vendor spec §7). */
const pinnedRule: CustomRule = {
  name: 'pinned',
  runsOnEmpty: true,
  validate: ({ value, getValue }) => {
    if (Array.isArray(value)) return true;
    const written = (name: string) => String(getValue(name) ?? '').trim() !== '';
    return !written('address') && !written('address_ar');
  },
  message: { id: 'dashboard.shop.address.pinRequired' },
};
const PIN_RULES = [pinnedRule];

/** The `latlng` field: the map, bound to the form so that a street address without a pin is listed in the summary. */
function ShopProfilePin({ onLocationChange, locate, disabled }: Pick<ShopProfileAddressProps, 'onLocationChange' | 'locate' | 'disabled'>) {
  const {
    id,
    label,
    value: fieldValue,
    onChange,
    onFocus,
    inputRef,
    error,
  } = useFormField({
    name: 'latlng',
    label: { id: 'dashboard.shop.address.pin' },
    rules: PIN_RULES,
    valueType: 'value',
  });
  const lat = Array.isArray(fieldValue) ? Number(fieldValue[0]) : undefined;
  const lng = Array.isArray(fieldValue) ? Number(fieldValue[1]) : undefined;
  const report = useRef(onLocationChange);
  useEffect(() => {
    report.current = onLocationChange;
  }, [onLocationChange]);
  useEffect(() => {
    report.current?.(lat === undefined || lng === undefined ? null : [lat, lng]);
  }, [lat, lng]);
  const value = useMemo(() => (lat === undefined || lng === undefined ? null : { lat, lng }), [lat, lng]);
  return (
    <div ref={inputRef} id={`${id}-field`} onFocus={onFocus}>
      <MapPicker
        label={label}
        description={<FormattedMessage id="dashboard.shop.address.pinHelp" />}
        value={value}
        onChange={(next) => onChange([next.lat, next.lng])}
        locate={locate}
        disabled={disabled}
        error={error}
      />
    </div>
  );
}

function AreaStatus({ area, onAreaRetry }: Pick<ShopProfileAddressProps, 'area' | 'onAreaRetry'>) {
  const intl = useIntl();
  const { locale } = intl;
  let text: ReactNode;
  if (area.status === 'idle') text = <FormattedMessage id="dashboard.shop.address.area.idle" />;
  else if (area.status === 'loading') text = <FormattedMessage id="dashboard.shop.address.area.loading" />;
  else if (area.status === 'notFound') text = <FormattedMessage id="dashboard.shop.address.area.notFound" />;
  else if (area.status === 'error') text = <FormattedMessage id="dashboard.shop.address.area.error" />;
  else {
    const name = area.area
      ? intl.formatMessage(
          { id: 'dashboard.shop.address.area.place' },
          { area: localised(area.area, 'name', locale), city: localised(area.area, 'city', locale) },
        )
      : '';
    text = (
      <>
        <FormattedMessage id="dashboard.shop.address.area.found" values={{ area: <bdi>{name}</bdi> }} />{' '}
        {area.shopDelivers === true ? <FormattedMessage id="dashboard.shop.address.area.delivers" /> : null}
        {area.shopDelivers === false ? <FormattedMessage id="dashboard.shop.address.area.noDelivery" /> : null}
      </>
    );
  }
  return (
    <AreaLine data-status={area.status}>
      <span role="status">{text}</span>
      {area.status === 'error' && onAreaRetry ? (
        <Button variant="secondary" size="sm" onClick={onAreaRetry}>
          <FormattedMessage id="dashboard.shop.address.area.retry" />
        </Button>
      ) : null}
    </AreaLine>
  );
}

/** Where the shop is: its pin on the map with the area it falls in, and the street address in both languages. */
export function ShopProfileAddress({ area, onLocationChange, onAreaRetry, locate, disabled }: ShopProfileAddressProps) {
  return (
    <>
      <ShopProfilePin onLocationChange={onLocationChange} locate={locate} disabled={disabled} />
      <AreaStatus area={area} onAreaRetry={onAreaRetry} />
      <FormBilingualField name="address" label={{ id: 'dashboard.shop.address.street' }} rules="length:0,300" arRules="length:0,300" />
    </>
  );
}
