import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { foldForSearch, formatNumber, type ApiError } from '@dukkan/core';
import { Button, Checkbox, Dialog, InlineAlert, TextField } from '@dukkan/ui';
import { CheckList, Fields, Muted } from './Filters.styles.ts';
import { filterRefusalId, type FilterProductOption, type FilterRow } from './types.ts';

export interface FilterProductsDialogProps {
  isOpen: boolean;
  filter: FilterRow | null;
  /** The shop's products (catalogue ids). */
  products: readonly FilterProductOption[];
  onOpenChange: (isOpen: boolean) => void;
  /** Links or unlinks one product (POST /filter/link-product); resolves with the refusal, or null. */
  onToggle: (product: FilterProductOption, link: boolean) => Promise<ApiError | null>;
}

/** More than this and the list asks for a search first: a shop may sell thousands of products. */
const SHOWN_MAX = 60;

const productName = (p: FilterProductOption, locale: string) => (locale === 'ar' && p.nameAr ? p.nameAr : p.name);

/**
 * The products that carry one filter: each tick is saved at once (one call per product), shows
 * at once, and goes back with the reason if the server refuses it. Searched by either name.
 */
export function FilterProductsDialog({ isOpen, filter, products, onOpenChange, onToggle }: FilterProductsDialogProps) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const name = filter ? (locale === 'ar' && filter.nameAr ? filter.nameAr : filter.name) : '';
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      title={<FormattedMessage id="dashboard.filters.products.title" values={{ name: <bdi>{name}</bdi> }} />}
      description={<FormattedMessage id="dashboard.filters.products.description" />}
      footer={(close) => (
        <Button variant="secondary" onClick={close}>
          <FormattedMessage id="dashboard.filters.done" />
        </Button>
      )}
    >
      {filter ? <ProductChecks key={filter.id} filter={filter} products={products} onToggle={onToggle} locale={locale} /> : null}
    </Dialog>
  );
}

function ProductChecks({
  filter,
  products,
  onToggle,
  locale,
}: Pick<FilterProductsDialogProps, 'products' | 'onToggle'> & { filter: FilterRow; locale: 'en' | 'ar' }) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const [optimistic, setOptimistic] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [failed, setFailed] = useState<{ name: string; reason: string } | null>(null);
  const carried = new Set(filter.products);
  const isOn = (p: FilterProductOption) => optimistic.get(p.id) ?? carried.has(p.id);
  const q = foldForSearch(query.trim());
  const matching = products.filter((p) => !q || foldForSearch(`${p.name} ${p.nameAr}`).includes(q));
  // The ones that carry the filter first, so what is linked is seen without a search.
  const ordered = [...matching.filter(isOn), ...matching.filter((p) => !isOn(p))];
  const shown = ordered.slice(0, SHOWN_MAX);

  async function toggle(product: FilterProductOption, link: boolean) {
    setFailed(null);
    setOptimistic((current) => new Map(current).set(product.id, link));
    const error = await onToggle(product, link);
    if (error) {
      setOptimistic((current) => {
        const next = new Map(current);
        next.delete(product.id);
        return next;
      });
      setFailed({ name: productName(product, locale), reason: intl.formatMessage({ id: filterRefusalId(error) }) });
    }
  }

  return (
    <Fields>
      <TextField
        type="search"
        label={<FormattedMessage id="dashboard.filters.products.search" />}
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      <InlineAlert tone="critical" visible={failed !== null} title={<FormattedMessage id="dashboard.filters.products.failed" />}>
        {failed ? (
          <FormattedMessage
            id="dashboard.filters.products.failedNamed"
            values={{ name: <bdi>{failed.name}</bdi>, reason: failed.reason }}
          />
        ) : null}
      </InlineAlert>
      <Muted role="status">
        <FormattedMessage
          id="dashboard.filters.products.count"
          values={{ count: carried.size, n: <bdi dir="ltr">{formatNumber(filter.products.length, locale)}</bdi> }}
        />
      </Muted>
      {shown.length === 0 ? (
        <Muted>
          <FormattedMessage id="dashboard.filters.products.none" />
        </Muted>
      ) : (
        <CheckList aria-label={intl.formatMessage({ id: 'dashboard.filters.products.list' })}>
          {shown.map((p) => (
            <li key={p.id}>
              <Checkbox checked={isOn(p)} onChange={(on) => void toggle(p, on)}>
                <bdi>{productName(p, locale)}</bdi>
              </Checkbox>
            </li>
          ))}
        </CheckList>
      )}
      {ordered.length > shown.length ? (
        <Muted>
          <FormattedMessage
            id="dashboard.filters.products.more"
            values={{ n: <bdi dir="ltr">{formatNumber(ordered.length - shown.length, locale)}</bdi> }}
          />
        </Muted>
      ) : null}
    </Fields>
  );
}
