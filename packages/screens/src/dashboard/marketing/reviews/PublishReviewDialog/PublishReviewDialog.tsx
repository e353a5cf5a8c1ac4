import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Checkbox, Dialog, InlineAlert, Radio, RadioGroup } from '@dukkan/ui';
import { DialogActions, Fields } from '../reviewDialogs.styles.ts';
import { fullPhone, type ReviewLanguage, type ReviewSubjectItem } from '../types.ts';

export interface PublishReviewValues {
  language: ReviewLanguage;
  /** Text the invitation to the customer's phone now. */
  sms: boolean;
}

export interface PublishReviewDialogProps {
  /** The draft being published; null when the dialog is closed. */
  subject: ReviewSubjectItem | null;
  onClose: () => void;
  /** Resolve with null when published (the caller closes the dialog), or with the refusal to show. */
  onSubmit: (subject: ReviewSubjectItem, values: PublishReviewValues) => Promise<ApiError | null>;
}

function errorOf(error: ApiError): string {
  if (error.code === 'no_questions') return 'dashboard.reviews.publish.error.noQuestions';
  if (error.status === 404) return 'dashboard.reviews.publish.error.gone';
  if (error.kind === 'network') return 'dashboard.reviews.error.network';
  return 'dashboard.reviews.error.save';
}

/**
 * "Publish review" (POST /shop-reviews/review-subject/publish, vendor spec §4): the language the
 * customer answers in and, when the review has a phone, the SMS that invites them. A refusal
 * shows in the dialog and keeps the choices.
 */
export function PublishReviewDialog({ subject, onClose, onSubmit }: PublishReviewDialogProps) {
  return (
    <Dialog
      isOpen={subject !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      isDismissable={false}
      title={<FormattedMessage id="dashboard.reviews.publish.title" />}
      description={
        subject ? (
          <FormattedMessage id="dashboard.reviews.publish.description" values={{ bill: <bdi dir="ltr">{subject.billID}</bdi> }} />
        ) : null
      }
    >
      {subject ? <PublishForm key={subject.id} subject={subject} onClose={onClose} onSubmit={onSubmit} /> : null}
    </Dialog>
  );
}

function PublishForm({ subject, onClose, onSubmit }: { subject: ReviewSubjectItem } & Omit<PublishReviewDialogProps, 'subject'>) {
  const intl = useIntl();
  const hasPhone = subject.customerPhone !== '';
  const [language, setLanguage] = useState<ReviewLanguage>(subject.language ?? 'en');
  const [sms, setSms] = useState(hasPhone);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    const refusal = await onSubmit(subject, { language, sms: hasPhone && sms });
    sending.current = false;
    setBusy(false);
    setError(refusal ? errorOf(refusal) : null);
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: 'dashboard.reviews.publish.title' })}>
      <Fields>
        <InlineAlert tone="critical" visible={error !== null}>
          {error ? <FormattedMessage id={error} /> : null}
        </InlineAlert>
        <RadioGroup
          label={<FormattedMessage id="dashboard.reviews.publish.language" />}
          value={language}
          onChange={(value) => setLanguage(value === 'ar' ? 'ar' : 'en')}
          orientation="horizontal"
        >
          <Radio value="en">
            <FormattedMessage id="dashboard.reviews.language.en" />
          </Radio>
          <Radio value="ar">
            <FormattedMessage id="dashboard.reviews.language.ar" />
          </Radio>
        </RadioGroup>
        <Checkbox
          checked={hasPhone && sms}
          onChange={setSms}
          disabled={!hasPhone}
          description={
            hasPhone ? (
              <FormattedMessage
                id="dashboard.reviews.publish.sms.help"
                values={{ phone: <bdi dir="ltr">{fullPhone(subject.customerPhone)}</bdi> }}
              />
            ) : (
              <FormattedMessage id="dashboard.reviews.publish.sms.noPhone" />
            )
          }
        >
          <FormattedMessage id="dashboard.reviews.publish.sms" />
        </Checkbox>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="dashboard.reviews.cancel" />
          </Button>
          <Button type="submit" loading={busy}>
            <FormattedMessage id="dashboard.reviews.publish.submit" />
          </Button>
        </DialogActions>
      </Fields>
    </form>
  );
}
