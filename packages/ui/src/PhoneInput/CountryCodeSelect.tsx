import { ListBox, ListBoxItem, SelectValue, type Key } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChevronDownIcon } from '../Icon/icons-inputs.tsx';
import { ListPopover } from '../Select/list.styles.ts';
import { PHONE_COUNTRIES, type PhoneCountry } from './phone.ts';
import { CodeButton, CodeSelect, CountryCode } from './CountryCodeSelect.styles.ts';

/** Static ids, one per country (the i18n check reads them). */
const COUNTRY_NAMES: Record<PhoneCountry['iso'], string> = {
  AE: 'ui.phone.country.AE',
  SA: 'ui.phone.country.SA',
  OM: 'ui.phone.country.OM',
  BH: 'ui.phone.country.BH',
  QA: 'ui.phone.country.QA',
  KW: 'ui.phone.country.KW',
  EG: 'ui.phone.country.EG',
  IN: 'ui.phone.country.IN',
  PK: 'ui.phone.country.PK',
  PH: 'ui.phone.country.PH',
};

export interface CountryCodeSelectProps {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  /** Takes focus when it mounts: the stand-in button had it while this code loaded. */
  autoFocus?: boolean;
}

/** The calling-code picker of PhoneInput: shows "+971", lists "United Arab Emirates +971". */
export function CountryCodeSelect({ value, onChange, disabled, autoFocus }: CountryCodeSelectProps) {
  const intl = useIntl();
  return (
    <CodeSelect
      aria-label={intl.formatMessage({ id: 'ui.phone.countryCode' })}
      value={value}
      onChange={(key: Key | Key[] | null) => {
        if (typeof key === 'string') onChange(key);
      }}
      isDisabled={disabled}
    >
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- only to keep focus where the stand-in had it */}
      <CodeButton autoFocus={autoFocus}>
        <SelectValue<PhoneCountry>>
          {({ selectedItems }) => (
            <bdi dir="ltr">
              <FormattedMessage id="ui.phone.code" values={{ code: selectedItems[0]?.code ?? value }} />
            </bdi>
          )}
        </SelectValue>
        <ChevronDownIcon />
      </CodeButton>
      <ListPopover placement="bottom start">
        <ListBox items={PHONE_COUNTRIES}>
          {(country) => {
            const name = intl.formatMessage({ id: COUNTRY_NAMES[country.iso] });
            return (
              <ListBoxItem id={country.code} textValue={`${name} +${country.code}`}>
                {name}
                <CountryCode dir="ltr">
                  <FormattedMessage id="ui.phone.code" values={{ code: country.code }} />
                </CountryCode>
              </ListBoxItem>
            );
          }}
        </ListBox>
      </ListPopover>
    </CodeSelect>
  );
}
