import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError, NfcCard } from '@dukkan/core';
import { Button, Dialog, Form, FormField, FormSubmit, type SubmitResult } from '@dukkan/ui';
import { nfcErrorResult } from './nfcForm.ts';
import { DialogActions, DialogFields } from './NfcCardsView.styles.ts';

export interface NfcTargetDialogProps {
  /** The card whose target changes; the dialog is open while there is one. */
  card: NfcCard | null;
  onClose: () => void;
  /** POST /redirect/target: resolve with null when done, or with the refusal to show it. */
  onSubmit: (card: NfcCard, targetUrl: string, showPage: boolean) => Promise<ApiError | null>;
}

type Values = { targetUrl?: string; showPage?: boolean };

/**
 * "Change where it leads" (POST /redirect/target): the daily change of an NFC card, a new
 * menu, an offer, a WhatsApp chat, without touching the card itself. The chip keeps its link;
 * only where that link sends the phone changes.
 */
export function NfcTargetDialog({ card, onClose, onSubmit }: NfcTargetDialogProps) {
  const intl = useIntl();
  async function submit(values: Values): Promise<SubmitResult | undefined> {
    if (!card) return undefined;
    const error = await onSubmit(card, String(values.targetUrl ?? '').trim(), values.showPage === true);
    return error ? nfcErrorResult(error) : undefined;
  }
  return (
    <Dialog
      isOpen={card !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      isDismissable={false}
      title={<FormattedMessage id="dashboard.marketing.nfc.retarget.title" values={{ name: <bdi>{card?.name}</bdi> }} />}
      description={<FormattedMessage id="dashboard.marketing.nfc.retarget.description" />}
    >
      <Form<Values>
        key={card?.id ?? 'none'}
        onSubmit={submit}
        initialValues={{ targetUrl: card?.targetUrl ?? '', showPage: card?.showPage ?? true }}
        aria-label={intl.formatMessage({ id: 'dashboard.marketing.nfc.retarget.title' }, { name: card?.name ?? '' })}
      >
        <DialogFields>
          <FormField
            type="url"
            name="targetUrl"
            label={{ id: 'dashboard.marketing.nfc.form.target' }}
            description={{ id: 'dashboard.marketing.nfc.form.target.help' }}
            rules="required:trim|url:http,https|length:0,2000"
            inputProps={{ dir: 'ltr', inputMode: 'url', autoComplete: 'off' }}
          />
          <FormField type="switch" name="showPage" label={{ id: 'dashboard.marketing.nfc.form.showPage' }} />
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              <FormattedMessage id="dashboard.marketing.nfc.form.cancel" />
            </Button>
            <FormSubmit>
              <FormattedMessage id="dashboard.marketing.nfc.retarget.save" />
            </FormSubmit>
          </DialogActions>
        </DialogFields>
      </Form>
    </Dialog>
  );
}
