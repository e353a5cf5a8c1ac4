import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CART_LIMITS, formatNumber, offerPercent } from '@dukkan/core';
import { Button, Checkbox, Dialog, InlineAlert, Money, TextField } from '@dukkan/ui';
import { checkPriceOffer, moneyInputText } from '../shared/moneyInput.ts';
import { localName } from '../shared/productText.ts';
import type { CatalogueProductRow, PriceValues } from '../shared/types.ts';
import { Actions, Fields, OfferHint, Pair, Summary } from './ProductPriceDialog.styles.ts';

export interface ProductPriceDialogProps {
  /** The product being edited; the dialog is closed when null. */
  product: CatalogueProductRow | null;
  onClose: () => void;
  /** The new values; the caller sends only what changed, and the dialog closes at once (the list shows the change). */
  onSave: (product: CatalogueProductRow, values: PriceValues) => void;
}

type FieldName = 'price' | 'offer' | 'limit';
type Errors = Partial<Record<FieldName, string>>;

const latin = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
const MAX_LIMIT = CART_LIMITS.maxLineCount;

interface Draft {
  price: string;
  offer: string;
  addonsOffer: boolean;
  limit: string;
}

function draftOf(product: CatalogueProductRow): Draft {
  return {
    price: moneyInputText(product.price),
    offer: product.offerPrice > 0 ? moneyInputText(product.offerPrice) : '',
    addonsOffer: product.addonsOffer,
    limit: product.perOrderQuantity > 0 ? String(product.perOrderQuantity) : '',
  };
}

/** The values, or the message id of each field's problem. */
function check(draft: Draft): { values: PriceValues | null; errors: Errors } {
  const priced = checkPriceOffer(draft.price, draft.offer);
  const errors: Errors = { ...priced.errors };
  const limitText = latin(draft.limit.trim());
  const limit = limitText === '' ? 0 : /^\d{1,3}$/.test(limitText) ? Number(limitText) : Number.NaN;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_LIMIT) errors.limit = 'dashboard.catalogue.limit.invalid';
  if (Object.keys(errors).length > 0 || !priced.values) return { values: null, errors };
  const { price, offerPrice } = priced.values;
  return { values: { price, offerPrice, addonsOffer: offerPrice > 0 && draft.addonsOffer, perOrderQuantity: limit }, errors };
}

/**
 * Price, offer and per-order limit of one product (vendor spec §3 "Product (per shop)"). Prices
 * take Latin or Arabic-Indic digits and are read exactly to fils; an offer at or above the
 * price is refused here, before anything is sent. "Remove offer" empties the offer, which is
 * sent as offerPrice 0. Each changed field is its own set-info call (the caller's business).
 */
export function ProductPriceDialog({ product, onClose, onSave }: ProductPriceDialogProps) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const [draft, setDraft] = useState<Draft | null>(product ? draftOf(product) : null);
  const [errors, setErrors] = useState<Errors>({});
  const [shown, setShown] = useState<string | null>(product?.id ?? null);
  const form = useRef<HTMLFormElement>(null);
  if (product && product.id !== shown) {
    setShown(product.id);
    setDraft(draftOf(product));
    setErrors({});
  }
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  if (!product || !draft) return null;
  const name = localName(product, locale);
  const preview = check(draft).values;
  const percent = preview ? offerPercent(preview.price, preview.offerPrice) : 0;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const error = (field: FieldName) => (errors[field] ? <FormattedMessage id={errors[field]} /> : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!product || !draft) return;
    const result = check(draft);
    setErrors(result.errors);
    if (result.values) onSave(product, result.values);
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="sm"
      isDismissable={false}
      title={<FormattedMessage id="dashboard.catalogue.edit.title" values={{ name: <bdi>{name}</bdi> }} />}
      description={<FormattedMessage id="dashboard.catalogue.edit.description" />}
    >
      <form ref={form} noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'dashboard.catalogue.edit.title' }, { name })}>
        <Fields>
          {Object.keys(errors).length > 0 ? (
            <InlineAlert tone="critical">
              <FormattedMessage id="dashboard.catalogue.edit.incomplete" />
            </InlineAlert>
          ) : null}
          <Pair>
            <TextField
              name="price"
              label={<FormattedMessage id="dashboard.catalogue.edit.price" />}
              description={<FormattedMessage id="dashboard.catalogue.edit.moneyHelp" />}
              value={draft.price}
              onChange={(e) => set({ price: e.target.value })}
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              required
              error={error('price')}
            />
            <TextField
              name="offer"
              label={<FormattedMessage id="dashboard.catalogue.edit.offer" />}
              description={<FormattedMessage id="dashboard.catalogue.edit.offerHelp" />}
              value={draft.offer}
              onChange={(e) => set({ offer: e.target.value })}
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              error={error('offer')}
            />
          </Pair>
          <OfferHint aria-live="polite">
            {preview && preview.offerPrice > 0 ? (
              <Summary>
                <Money fils={preview.offerPrice} original={preview.price} />
                <span>
                  <FormattedMessage
                    id="dashboard.catalogue.offer.percent"
                    values={{ percent: <bdi dir="ltr">{formatNumber(percent, locale)}</bdi> }}
                  />
                </span>
              </Summary>
            ) : null}
          </OfferHint>
          <Checkbox checked={draft.addonsOffer} onChange={(addonsOffer) => set({ addonsOffer })} disabled={draft.offer.trim() === ''}>
            <FormattedMessage id="dashboard.catalogue.edit.addonsOffer" />
          </Checkbox>
          {draft.offer.trim() !== '' ? (
            <div>
              <Button variant="secondary" size="sm" onClick={() => set({ offer: '', addonsOffer: false })}>
                <FormattedMessage id="dashboard.catalogue.edit.removeOffer" />
              </Button>
            </div>
          ) : null}
          <TextField
            name="limit"
            label={<FormattedMessage id="dashboard.catalogue.edit.limit" />}
            description={<FormattedMessage id="dashboard.catalogue.edit.limitHelp" />}
            value={draft.limit}
            onChange={(e) => set({ limit: e.target.value })}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            error={error('limit')}
          />
          <Actions>
            <Button variant="secondary" onClick={onClose}>
              <FormattedMessage id="dashboard.catalogue.edit.cancel" />
            </Button>
            <Button type="submit">
              <FormattedMessage id="dashboard.catalogue.edit.save" />
            </Button>
          </Actions>
        </Fields>
      </form>
    </Dialog>
  );
}
