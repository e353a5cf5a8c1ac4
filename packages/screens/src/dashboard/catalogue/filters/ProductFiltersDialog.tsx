import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Checkbox, Combobox, Dialog, InlineAlert } from '@dukkan/ui';
import { Actions, CheckList, Fields, Muted } from './Filters.styles.ts';
import { filterRefusalId, levelId, type FilterProductOption, type FilterRow } from './types.ts';

export interface ProductFiltersDialogProps {
  isOpen: boolean;
  /** The filters the shop offers (only those can carry its products). */
  filters: readonly FilterRow[];
  products: readonly FilterProductOption[];
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Saves every changed filter of one product in one call (POST /filters/link-product): all or
   * nothing. Resolves with the refusal, or null.
   */
  onSave: (product: FilterProductOption, links: { filter: string; link: boolean }[]) => Promise<ApiError | null>;
}

/**
 * "Filters of a product": one product chosen from a searchable list, then a tick for each filter
 * the shop offers. Saving sends only what changed, in one call, so the product never carries half
 * of the change; a refusal keeps the ticks and says why.
 */
export function ProductFiltersDialog({ isOpen, filters, products, onOpenChange, onSave }: ProductFiltersDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      isDismissable={false}
      title={<FormattedMessage id="dashboard.filters.byProduct.title" />}
      description={<FormattedMessage id="dashboard.filters.byProduct.description" />}
    >
      <ProductFiltersBody filters={filters} products={products} onOpenChange={onOpenChange} onSave={onSave} />
    </Dialog>
  );
}

function ProductFiltersBody({ filters, products, onOpenChange, onSave }: Omit<ProductFiltersDialogProps, 'isOpen'>) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const [productId, setProductId] = useState<string | null>(null);
  const [ticks, setTicks] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const product = products.find((p) => p.id === productId) ?? null;
  const offered = filters.filter((f) => f.linked);
  const carries = (f: FilterRow) => (product ? f.products.includes(product.id) : false);
  const isOn = (f: FilterRow) => ticks.get(f.id) ?? carries(f);
  const changes = product ? offered.filter((f) => isOn(f) !== carries(f)).map((f) => ({ filter: f.id, link: isOn(f) })) : [];

  async function save() {
    if (!product || changes.length === 0) return;
    setSaving(true);
    setError(null);
    const refused = await onSave(product, changes);
    setSaving(false);
    if (refused) {
      setError(intl.formatMessage({ id: filterRefusalId(refused) }));
      return;
    }
    setTicks(new Map());
    setSaved(true);
  }

  return (
    <Fields>
      <Combobox
        label={<FormattedMessage id="dashboard.filters.byProduct.product" />}
        description={<FormattedMessage id="dashboard.filters.byProduct.product.help" />}
        options={products.map((p) => ({ id: p.id, label: locale === 'ar' && p.nameAr ? p.nameAr : p.name }))}
        value={productId}
        onChange={(id) => {
          setProductId(id);
          setTicks(new Map());
          setError(null);
          setSaved(false);
        }}
      />
      <InlineAlert tone="critical" visible={error !== null} title={<FormattedMessage id="dashboard.filters.byProduct.failed" />}>
        {error}
      </InlineAlert>
      <InlineAlert tone="success" visible={saved}>
        {saved && product ? (
          <FormattedMessage
            id="dashboard.filters.byProduct.saved"
            values={{ name: <bdi>{locale === 'ar' && product.nameAr ? product.nameAr : product.name}</bdi> }}
          />
        ) : null}
      </InlineAlert>
      {product ? (
        <CheckList aria-label={intl.formatMessage({ id: 'dashboard.filters.byProduct.list' })}>
          {offered.map((f) => (
            <li key={f.id}>
              <Checkbox
                checked={isOn(f)}
                onChange={(on) => {
                  setSaved(false);
                  setTicks((current) => new Map(current).set(f.id, on));
                }}
                description={<FormattedMessage id={levelId(f.level)} values={{ level: f.level }} />}
              >
                <bdi>{locale === 'ar' && f.nameAr ? f.nameAr : f.name}</bdi>
              </Checkbox>
            </li>
          ))}
        </CheckList>
      ) : (
        <Muted>
          <FormattedMessage id="dashboard.filters.byProduct.choose" />
        </Muted>
      )}
      <Actions>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          <FormattedMessage id="dashboard.filters.done" />
        </Button>
        <Button onClick={() => void save()} disabled={!product || changes.length === 0} loading={saving}>
          <FormattedMessage id="dashboard.filters.byProduct.save" values={{ count: changes.length }} />
        </Button>
      </Actions>
    </Fields>
  );
}
