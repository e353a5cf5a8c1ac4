import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, offerPercent, type ApiError } from '@dukkan/core';
import { Button, Dialog, InlineAlert, Money, TextField } from '@dukkan/ui';
import { checkPriceOffer } from '../shared/moneyInput.ts';
import { Actions, Fields, Muted, Pair, Summary } from './AddProducts.styles.ts';
import { linkRefusalId, type LinkValues, type SuggestionRow } from './types.ts';

export interface LinkProductDialogProps {
  /** The product being added; the dialog is closed when null. */
  product: SuggestionRow | null;
  onClose: () => void;
  /** Resolves with null when linked (the caller closes); with the refusal to show it, keeping what was typed. */
  onSubmit: (product: SuggestionRow, values: LinkValues) => Promise<ApiError | null>;
}

type FieldName = 'price' | 'offer';
type Errors = Partial<Record<FieldName, string>>;

interface Draft {
  price: string;
  offer: string;
}

/** The values, or the message id of each field's problem. */
export function checkLinkDraft(draft: Draft): { values: LinkValues | null; errors: Errors } {
  return checkPriceOffer(draft.price, draft.offer);
}

/**
 * "Add to my shop": the price, and an optional offer below it, in Latin or Arabic-Indic digits,
 * read exactly to fils (vendor spec §3 "Product (per shop)"). A refusal is said in words in the
 * dialog (an offer at or above the price on its field) and nothing typed is lost.
 */
export function LinkProductDialog({ product, onClose, onSubmit }: LinkProductDialogProps) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const [draft, setDraft] = useState<Draft>({ price: '', offer: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<string | null>(product?.id ?? null);
  const form = useRef<HTMLFormElement>(null);
  if ((product?.id ?? null) !== shown) {
    setShown(product?.id ?? null);
    setDraft({ price: '', offer: '' });
    setErrors({});
    setRefusal(null);
  }
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  if (!product) return null;
  const name = locale === 'ar' && product.nameAr ? product.nameAr : product.name;
  const otherName = locale === 'ar' ? product.name : product.nameAr;
  const preview = checkLinkDraft(draft).values;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const error = (field: FieldName) => (errors[field] ? <FormattedMessage id={errors[field]} /> : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!product || busy) return;
    const result = checkLinkDraft(draft);
    setErrors(result.errors);
    setRefusal(null);
    if (!result.values) return;
    setBusy(true);
    const refused = await onSubmit(product, result.values);
    setBusy(false);
    if (!refused) return;
    // An offer the server finds at or above the price belongs to the offer field.
    if (refused.code === 'offer_above_price') setErrors({ offer: 'dashboard.catalogue.offer.notBelowPrice' });
    else setRefusal(linkRefusalId(refused));
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open || busy ? undefined : onClose())}
      size="sm"
      isDismissable={false}
      title={<FormattedMessage id="dashboard.addProducts.dialog.title" values={{ name: <bdi>{name}</bdi> }} />}
      description={<FormattedMessage id="dashboard.addProducts.dialog.description" />}
    >
      <form
        ref={form}
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={intl.formatMessage({ id: 'dashboard.addProducts.dialog.title' }, { name })}
      >
        <Fields>
          {otherName ? (
            <Muted>
              <bdi>{otherName}</bdi>
            </Muted>
          ) : null}
          {Object.keys(errors).length > 0 ? (
            <InlineAlert tone="critical">
              <FormattedMessage id="dashboard.addProducts.dialog.incomplete" />
            </InlineAlert>
          ) : null}
          <InlineAlert tone="critical" visible={refusal !== null}>
            {refusal ? <FormattedMessage id={refusal} /> : null}
          </InlineAlert>
          <Pair>
            <TextField
              name="price"
              label={<FormattedMessage id="dashboard.addProducts.dialog.price" />}
              description={<FormattedMessage id="dashboard.addProducts.dialog.moneyHelp" />}
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
              label={<FormattedMessage id="dashboard.addProducts.dialog.offer" />}
              description={<FormattedMessage id="dashboard.addProducts.dialog.offerHelp" />}
              value={draft.offer}
              onChange={(e) => set({ offer: e.target.value })}
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              error={error('offer')}
            />
          </Pair>
          <div aria-live="polite">
            {preview && preview.offerPrice > 0 ? (
              <Summary>
                <Money fils={preview.offerPrice} original={preview.price} />
                <FormattedMessage
                  id="dashboard.addProducts.dialog.percent"
                  values={{ percent: <bdi dir="ltr">{formatNumber(offerPercent(preview.price, preview.offerPrice), locale)}</bdi> }}
                />
              </Summary>
            ) : preview ? (
              <Money fils={preview.price} />
            ) : null}
          </div>
          <Actions>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              <FormattedMessage id="dashboard.addProducts.dialog.cancel" />
            </Button>
            <Button type="submit" loading={busy}>
              <FormattedMessage id="dashboard.addProducts.dialog.submit" />
            </Button>
          </Actions>
        </Fields>
      </form>
    </Dialog>
  );
}
