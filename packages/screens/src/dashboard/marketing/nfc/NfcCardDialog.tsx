import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError, NfcCard } from '@dukkan/core';
import { Button, Dialog, Form, FormField, FormSubmit, type SubmitResult } from '@dukkan/ui';
import { chipIdRule, nfcErrorResult, normaliseChipId } from './nfcForm.ts';
import { DialogActions, DialogFields } from './NfcCardsView.styles.ts';

/** What the form gives back (PUT /card); the caller adds the shop and, when editing, the id. */
export interface NfcCardFormValues {
  name: string;
  employerName: string;
  card: string;
  targetUrl: string;
  showPage: boolean;
}

export interface NfcCardDialogProps {
  isOpen: boolean;
  /** The card being edited (as the server has it now); absent to register a new one. */
  card?: NfcCard | null;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when saved (the caller closes the dialog), or with the refusal to show it. */
  onSubmit: (values: NfcCardFormValues) => Promise<ApiError | null>;
}

type Values = { name?: string; employerName?: string; card?: string; targetUrl?: string; showPage?: boolean };

const RULES = {
  name: 'required:trim|length:2,80',
  employerName: 'length:0,120',
  card: ['required', chipIdRule],
  targetUrl: 'required:trim|url:http,https|length:0,2000',
} as const;

/**
 * "Register a card" and "Edit card" (vendor spec §3 "NFC card", PUT /card): the holder's name,
 * the employer, the chip id the writer app shows, where a tap leads (http or https only) and
 * whether the card's own page shows first. A chip that is already registered is refused on its
 * field, and nothing typed is lost.
 */
export function NfcCardDialog({ isOpen, card, onOpenChange, onSubmit }: NfcCardDialogProps) {
  const intl = useIntl();
  const editing = Boolean(card);
  const titleId = editing ? 'dashboard.marketing.nfc.form.editTitle' : 'dashboard.marketing.nfc.form.addTitle';
  const initial: Values = {
    name: card?.name ?? '',
    employerName: card?.employerName ?? '',
    card: card?.card ?? '',
    targetUrl: card?.targetUrl ?? 'https://',
    showPage: card?.showPage ?? true,
  };
  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const error = await onSubmit({
      name: String(values.name ?? '').trim(),
      employerName: String(values.employerName ?? '').trim(),
      card: normaliseChipId(String(values.card ?? '')),
      targetUrl: String(values.targetUrl ?? '').trim(),
      showPage: values.showPage === true,
    });
    return error ? nfcErrorResult(error) : undefined;
  }
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      isDismissable={false}
      title={<FormattedMessage id={titleId} />}
      description={<FormattedMessage id="dashboard.marketing.nfc.form.description" />}
    >
      <Form<Values> key={card?.id ?? 'new'} onSubmit={submit} initialValues={initial} aria-label={intl.formatMessage({ id: titleId })}>
        <DialogFields>
          <FormField name="name" label={{ id: 'dashboard.marketing.nfc.form.name' }} rules={RULES.name} inputProps={{ dir: 'auto' }} />
          <FormField
            name="employerName"
            label={{ id: 'dashboard.marketing.nfc.form.employer' }}
            rules={RULES.employerName}
            inputProps={{ dir: 'auto' }}
          />
          <FormField
            name="card"
            label={{ id: 'dashboard.marketing.nfc.form.chip' }}
            description={{ id: 'dashboard.marketing.nfc.form.chip.help' }}
            rules={RULES.card}
            inputProps={{ dir: 'ltr', autoComplete: 'off', spellCheck: false }}
          />
          <FormField
            type="url"
            name="targetUrl"
            label={{ id: 'dashboard.marketing.nfc.form.target' }}
            description={{ id: 'dashboard.marketing.nfc.form.target.help' }}
            rules={RULES.targetUrl}
            inputProps={{ dir: 'ltr', inputMode: 'url', autoComplete: 'off' }}
          />
          <FormField type="switch" name="showPage" label={{ id: 'dashboard.marketing.nfc.form.showPage' }} />
          <DialogActions>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              <FormattedMessage id="dashboard.marketing.nfc.form.cancel" />
            </Button>
            <FormSubmit>
              <FormattedMessage id={editing ? 'dashboard.marketing.nfc.form.save' : 'dashboard.marketing.nfc.form.add'} />
            </FormSubmit>
          </DialogActions>
        </DialogFields>
      </Form>
    </Dialog>
  );
}
