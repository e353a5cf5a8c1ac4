/**
 * What the customers list shows (vendor spec §3 Customer; GET /customer/list and
 * filters/values). The app maps the API rows to these shapes; the screen never fetches.
 */
export type CustomerSource = 'website' | 'pos' | 'import' | 'manual';

export interface CustomerListRow {
  id: string;
  fullName: string;
  /** The national number, digits only. */
  phone: string;
  countryCode: string;
  email?: string;
  gender?: 'male' | 'female';
  image?: string;
  source: CustomerSource;
  tags: readonly string[];
  /** Label ids; their names and colours come from the filter values. */
  labels: readonly string[];
  area?: string;
  createdAt: string;
  lastOrderAt?: string;
}

export interface CustomerFilterCount {
  value: string;
  count: number;
}

export interface CustomerNamedCount {
  id: string;
  name: string;
  name_ar?: string;
  count: number;
}

export interface CustomerFilterOptions {
  sources: readonly CustomerFilterCount[];
  tags: readonly CustomerFilterCount[];
  areas: readonly CustomerNamedCount[];
  groups: readonly CustomerNamedCount[];
  labels: readonly (CustomerNamedCount & { color: string })[];
}

/** The list's filters as the URL holds them; null is "any". */
export interface CustomerListFilterState {
  group: string | null;
  source: string | null;
  tag: string | null;
  label: string | null;
  area: string | null;
  /** km from the shop, as text ("5"). */
  distance: string | null;
}

export const NO_CUSTOMER_FILTERS: CustomerListFilterState = {
  group: null,
  source: null,
  tag: null,
  label: null,
  area: null,
  distance: null,
};

/** What the add and edit forms hand over (POST /customer/add, PUT /customer/update). */
export interface CustomerFormResult {
  fullName: string;
  /** The national number, digits only, whatever digits were typed. */
  phone: string;
  countryCode: string;
  email: string;
  gender: 'male' | 'female' | '';
  /** A new picture chosen in the form. */
  image?: File;
}
