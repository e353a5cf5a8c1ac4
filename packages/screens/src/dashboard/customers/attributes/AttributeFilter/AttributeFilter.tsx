import { FormattedMessage, useIntl } from 'react-intl';
import { Select } from '@dukkan/ui';
import type { AttributeItem } from '../types.ts';
import { FilterField } from './AttributeFilter.styles.ts';

export interface AttributeFilterValue {
  attribute: string | null;
  /** One option of a choice attribute; null means "any value". */
  value: string | null;
}

export interface AttributeFilterProps {
  /** The shop's attributes; undefined while they load (the filter offers "Any" only). */
  attributes: readonly AttributeItem[] | undefined;
  filter: AttributeFilterValue;
  onChange: (next: AttributeFilterValue) => void;
}

const ANY = 'any';

/**
 * The customers list's attribute filter (GET /customer/list `attribute`, `attributeValue`;
 * decision 0075): an attribute, then for a choice one of its options. Any other attribute finds
 * the customers who have a value. A value the URL names that the shop no longer has still shows.
 */
export function AttributeFilter({ attributes, filter, onChange }: AttributeFilterProps) {
  const intl = useIntl();
  const any = intl.formatMessage({ id: 'dashboard.customers.list.filter.any' });
  const list = attributes ?? [];
  const chosen = list.find((a) => a.id === filter.attribute);
  const attributeOptions = [
    { id: ANY, label: any },
    ...list.map((a) => ({ id: a.id, label: a.name })),
    ...(filter.attribute && !chosen ? [{ id: filter.attribute, label: filter.attribute }] : []),
  ];
  const values = chosen?.attributeType === 'select' ? chosen.options : [];
  const valueOptions = [
    { id: ANY, label: intl.formatMessage({ id: 'dashboard.attributes.filter.anyValue' }) },
    ...values.map((v) => ({ id: v, label: v })),
    ...(filter.value && !values.includes(filter.value) ? [{ id: filter.value, label: filter.value }] : []),
  ];
  return (
    <>
      <FilterField>
        <Select
          label={<FormattedMessage id="dashboard.attributes.filter.attribute" />}
          options={attributeOptions}
          value={filter.attribute ?? ANY}
          onChange={(id) => onChange({ attribute: id && id !== ANY ? id : null, value: null })}
        />
      </FilterField>
      {filter.attribute && (chosen?.attributeType === 'select' || filter.value) ? (
        <FilterField>
          <Select
            label={<FormattedMessage id="dashboard.attributes.filter.value" values={{ name: chosen?.name ?? filter.attribute }} />}
            options={valueOptions}
            value={filter.value ?? ANY}
            onChange={(id) => onChange({ attribute: filter.attribute, value: id && id !== ANY ? id : null })}
          />
        </FilterField>
      ) : null}
    </>
  );
}
