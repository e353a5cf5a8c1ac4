import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber } from '@dukkan/core';
import { Select } from '@dukkan/ui';
import { localName, sourceId } from './customerText.ts';
import type { CustomerFilterOptions, CustomerListFilterState } from './types.ts';
import { FilterField } from './CustomersListView.styles.ts';

/** The distances (km from the shop) offered; the server takes any number up to 500. */
export const DISTANCES = ['2', '5', '10', '20', '50'] as const;

export interface CustomersListFiltersProps {
  filters: CustomerListFilterState;
  options: CustomerFilterOptions | undefined;
  onChange: (patch: Partial<CustomerListFilterState>) => void;
}

type Key = keyof CustomerListFilterState;

const LABELS: Readonly<Record<Key, string>> = {
  group: 'dashboard.customers.list.filter.group',
  source: 'dashboard.customers.list.filter.source',
  tag: 'dashboard.customers.list.filter.tag',
  label: 'dashboard.customers.list.filter.label',
  area: 'dashboard.customers.list.filter.area',
  distance: 'dashboard.customers.list.filter.distance',
};

const ANY = 'any';

/**
 * The list's filters (GET /customer/list: groupId, source, tag, label, area, distance), each
 * option with the number of customers that have it (GET /customer/filters/values). A value the
 * URL names that the shop no longer has still shows, so the filter on screen is never hidden.
 */
export function CustomersListFilters({ filters, options, onChange }: CustomersListFiltersProps) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const withCount = (name: string, count: number) =>
    intl.formatMessage({ id: 'dashboard.customers.list.filter.option' }, { name, count: formatNumber(count, locale) });
  const anyOption = { id: ANY, label: intl.formatMessage({ id: 'dashboard.customers.list.filter.any' }) };

  const choices: Readonly<Record<Key, { id: string; label: string }[]>> = {
    group: (options?.groups ?? []).map((g) => ({ id: g.id, label: withCount(localName(g, locale), g.count) })),
    source: (options?.sources ?? []).map((s) => ({
      id: s.value,
      label: withCount(intl.formatMessage({ id: sourceId(s.value) }), s.count),
    })),
    tag: (options?.tags ?? []).map((t) => ({ id: t.value, label: withCount(t.value, t.count) })),
    label: (options?.labels ?? []).map((l) => ({ id: l.id, label: withCount(l.name, l.count) })),
    area: (options?.areas ?? []).map((a) => ({ id: a.id, label: withCount(localName(a, locale), a.count) })),
    distance: DISTANCES.map((km) => ({
      id: km,
      label: intl.formatMessage({ id: 'dashboard.customers.list.filter.distance.within' }, { km: formatNumber(Number(km), locale) }),
    })),
  };

  return (
    <>
      {(Object.keys(LABELS) as Key[]).map((key) => {
        const value = filters[key];
        const list = choices[key];
        const known = value === null || list.some((o) => o.id === value);
        return (
          <FilterField key={key}>
            <Select
              label={<FormattedMessage id={LABELS[key]} />}
              options={[anyOption, ...list, ...(known || value === null ? [] : [{ id: value, label: value }])]}
              value={value ?? ANY}
              onChange={(id) => onChange({ [key]: id && id !== ANY ? id : null })}
            />
          </FilterField>
        );
      })}
    </>
  );
}
