import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber } from '@dukkan/core';
import {
  AlertIcon,
  Button,
  CheckIcon,
  ClockIcon,
  Dialog,
  InlineAlert,
  Link,
  Select,
  Skeleton,
  TextField,
  type ListPageStatus,
} from '@dukkan/ui';
import type { WhatsappRecipientItem, WhatsappSendRowItem, WhatsappSendValues, WhatsappTemplateItem } from '../types.ts';
import { WhatsappBubble } from '../WhatsappBubble/index.ts';
import { LANGUAGE_IDS, LIMITS, placeholders, readablePhone, slotText, sendFailureId, STATUS_IDS } from '../whatsappText.ts';
import { Column, DialogActions, Layout, Muted, Name, Outcome, People, Phone, Section, Summary } from './SendWhatsappDialog.styles.ts';

export interface SendWhatsappDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The customers selected in the customers list. */
  recipients: readonly WhatsappRecipientItem[];
  /** All the shop's templates: approved ones can be chosen, the others are listed with their status. */
  templates: readonly WhatsappTemplateItem[];
  templatesStatus: ListPageStatus;
  onRetryTemplates: () => void;
  templateId: string | null;
  onTemplateChange: (id: string | null) => void;
  /** The chosen template as the server has it now (GET /whatsapp/template/{id}). */
  chosen: { data?: WhatsappTemplateItem | undefined; status: ListPageStatus; retry: () => void } | null;
  /** Each recipient's progress once sending started; null before. */
  rows: readonly WhatsappSendRowItem[] | null;
  /** The values sent with the template, for the preview while and after sending. */
  sentParams?: readonly string[];
  onSend: (values: WhatsappSendValues) => void;
  /** Sends again to the failed recipients only. */
  onRetryFailed: () => void;
  /** The templates page, to add one when none is approved. */
  templatesHref: string;
}

/**
 * "Send WhatsApp" to the customers selected in the list (vendor spec §7 POST
 * /whatsapp/messages/send; issue #13 item 9): an approved template, one value per placeholder,
 * the message previewed filled in, then each recipient's progress (pending, sending, sent or
 * failed with the reason). A failure stops no one else; "Retry failed" sends only to the failed.
 */
export function SendWhatsappDialog(props: SendWhatsappDialogProps) {
  const sending = props.rows !== null && props.rows.some((r) => r.status === 'pending' || r.status === 'sending');
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!open && sending) return;
        props.onOpenChange(open);
      }}
      size="lg"
      isDismissable={false}
      isKeyboardDismissDisabled={sending}
      showCloseButton={!sending}
      title={<FormattedMessage id="dashboard.whatsapp.send.title" values={{ count: props.recipients.length }} />}
      description={<FormattedMessage id="dashboard.whatsapp.send.description" />}
    >
      {props.rows ? <Progress {...props} rows={props.rows} sending={sending} /> : <Compose {...props} />}
    </Dialog>
  );
}

function templateLabel(intl: ReturnType<typeof useIntl>, t: WhatsappTemplateItem): string {
  const lang = intl.formatMessage({ id: LANGUAGE_IDS[t.lang] });
  if (t.status === 'approved') return intl.formatMessage({ id: 'dashboard.whatsapp.send.template.option' }, { name: t.name, lang });
  return intl.formatMessage(
    { id: 'dashboard.whatsapp.send.template.optionBlocked' },
    { name: t.name, lang, status: intl.formatMessage({ id: STATUS_IDS[t.status] }) },
  );
}

function Recipients({ recipients }: { recipients: readonly WhatsappRecipientItem[] }) {
  const intl = useIntl();
  return (
    <Section aria-labelledby="whatsapp-send-to">
      <h3 id="whatsapp-send-to">
        <FormattedMessage id="dashboard.whatsapp.send.to" values={{ count: recipients.length }} />
      </h3>
      <People aria-label={intl.formatMessage({ id: 'dashboard.whatsapp.send.to.list' })}>
        {recipients.map((r) => (
          <li key={r.id}>
            <Name>
              <bdi>{r.name}</bdi>
            </Name>
            <Phone dir="ltr">{readablePhone(r.phone)}</Phone>
          </li>
        ))}
      </People>
    </Section>
  );
}

function Compose(props: SendWhatsappDialogProps) {
  const { templates, templateId, chosen } = props;
  const intl = useIntl();
  const [params, setParams] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [templateError, setTemplateError] = useState(false);
  const template = chosen?.data ?? templates.find((t) => t.id === templateId);
  const slots = template ? placeholders(template.body) : [];
  const approved = templates.filter((t) => t.status === 'approved');
  const stale = Boolean(chosen?.data && chosen.data.status !== 'approved');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!template || !templateId) {
      setTemplateError(true);
      document.getElementById('whatsapp-send-template')?.querySelector('button')?.focus();
      return;
    }
    if (stale || chosen?.status !== 'ready') return;
    const found: Record<number, string> = {};
    slots.forEach((n) => {
      const value = (params[n - 1] ?? '').trim();
      if (!value) found[n] = 'dashboard.whatsapp.send.param.required';
      else if (value.length > LIMITS.param) found[n] = 'dashboard.whatsapp.send.param.long';
    });
    const first = Object.keys(found)[0];
    if (first) {
      setErrors(found);
      document.getElementById(`whatsapp-param-${first}`)?.focus();
      return;
    }
    props.onSend({ template: templateId, params: slots.map((n) => (params[n - 1] ?? '').trim()) });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'dashboard.whatsapp.send.form' })}>
      <Layout>
        <Column>
          <Recipients recipients={props.recipients} />
          {props.templatesStatus === 'error' ? (
            <InlineAlert
              tone="critical"
              title={<FormattedMessage id="dashboard.whatsapp.templates.error" />}
              action={{ label: <FormattedMessage id="dashboard.whatsapp.retry" />, onAction: props.onRetryTemplates }}
            />
          ) : props.templatesStatus === 'loading' ? (
            <Skeleton blockSize="64px" />
          ) : (
            <div id="whatsapp-send-template">
              <Select
                label={<FormattedMessage id="dashboard.whatsapp.send.template" />}
                description={<FormattedMessage id="dashboard.whatsapp.send.template.help" />}
                options={templates.map((t) => ({ id: t.id, label: templateLabel(intl, t), disabled: t.status !== 'approved' }))}
                value={templateId}
                required
                onChange={(id) => {
                  props.onTemplateChange(id);
                  setParams([]);
                  setErrors({});
                  setTemplateError(false);
                }}
                error={templateError ? <FormattedMessage id="dashboard.whatsapp.send.template.required" /> : undefined}
              />
            </div>
          )}
          {props.templatesStatus === 'ready' && approved.length === 0 ? (
            <InlineAlert tone="info" title={<FormattedMessage id="dashboard.whatsapp.send.noneApproved" />}>
              <FormattedMessage
                id="dashboard.whatsapp.send.noneApproved.message"
                values={{ link: (chunks) => <Link href={props.templatesHref}>{chunks}</Link> }}
              />
            </InlineAlert>
          ) : null}
          {chosen?.status === 'error' ? (
            <InlineAlert
              tone="critical"
              title={<FormattedMessage id="dashboard.whatsapp.send.template.loadFailed" />}
              action={{ label: <FormattedMessage id="dashboard.whatsapp.retry" />, onAction: chosen.retry }}
            />
          ) : null}
          {stale && chosen?.data ? (
            <InlineAlert tone="warning" title={<FormattedMessage id="dashboard.whatsapp.send.template.notApprovedNow" />}>
              <FormattedMessage id={STATUS_IDS[chosen.data.status]} />
            </InlineAlert>
          ) : null}
          {template && slots.length > 0 ? (
            <Section aria-labelledby="whatsapp-send-params">
              <h3 id="whatsapp-send-params">
                <FormattedMessage id="dashboard.whatsapp.send.params" />
              </h3>
              {slots.map((n) => (
                <TextField
                  key={`${template.id}-${n}`}
                  id={`whatsapp-param-${n}`}
                  label={<FormattedMessage id="dashboard.whatsapp.send.param" values={{ n: <bdi dir="ltr">{slotText(n)}</bdi> }} />}
                  value={params[n - 1] ?? ''}
                  required
                  dir="auto"
                  lang={template.lang}
                  autoComplete="off"
                  onChange={(e) => {
                    const value = e.target.value;
                    setParams((current) => {
                      const next = [...current];
                      next[n - 1] = value;
                      return next;
                    });
                    setErrors((x) => ({ ...x, [n]: '' }));
                  }}
                  error={errors[n] ? <FormattedMessage id={errors[n]} /> : undefined}
                />
              ))}
            </Section>
          ) : null}
        </Column>
        <Column>
          {template ? (
            <WhatsappBubble content={template} params={params} caption={<FormattedMessage id="dashboard.whatsapp.preview.filled" />} />
          ) : (
            <Muted>
              <FormattedMessage id="dashboard.whatsapp.send.template.choose" />
            </Muted>
          )}
        </Column>
      </Layout>
      <DialogActions>
        <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
          <FormattedMessage id="dashboard.whatsapp.cancel" />
        </Button>
        <Button type="submit" disabled={stale || (templateId !== null && chosen?.status === 'loading')}>
          <FormattedMessage id="dashboard.whatsapp.send.submit" values={{ count: props.recipients.length }} />
        </Button>
      </DialogActions>
    </form>
  );
}

const OUTCOME_IDS = {
  pending: 'dashboard.whatsapp.send.row.pending',
  sending: 'dashboard.whatsapp.send.row.sending',
  sent: 'dashboard.whatsapp.send.row.sent',
  failed: 'dashboard.whatsapp.send.row.failed',
} as const;

function Progress(props: SendWhatsappDialogProps & { rows: readonly WhatsappSendRowItem[]; sending: boolean }) {
  const { rows, sending } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const n = (value: number) => <bdi dir="ltr">{formatNumber(value, locale)}</bdi>;
  const sent = rows.filter((r) => r.status === 'sent').length;
  const failed = rows.filter((r) => r.status === 'failed').length;
  const template = props.chosen?.data ?? props.templates.find((t) => t.id === props.templateId);

  // Sending started: the summary (a live region) takes the focus the form's button had.
  useEffect(() => {
    summaryRef.current?.focus();
  }, []);

  const summaryId = sending
    ? 'dashboard.whatsapp.send.summary.sending'
    : failed === 0
      ? 'dashboard.whatsapp.send.summary.allSent'
      : 'dashboard.whatsapp.send.summary.done';
  return (
    <div>
      <Layout>
        <Column>
          <Summary ref={summaryRef} tabIndex={-1} role="status" data-testid="whatsapp-send-summary">
            <FormattedMessage
              id={summaryId}
              values={{ sent: n(sent), failed: n(failed), total: n(rows.length), count: rows.length, failedCount: failed }}
            />
          </Summary>
          <People aria-label={intl.formatMessage({ id: 'dashboard.whatsapp.send.progress' })}>
            {rows.map((row) => (
              <li key={row.key} data-send-status={row.status}>
                <Name>
                  <bdi>{row.name}</bdi>
                </Name>
                <Phone dir="ltr">{readablePhone(row.phone)}</Phone>
                <Outcome data-status={row.status}>
                  {row.status === 'sent' ? <CheckIcon /> : row.status === 'failed' ? <AlertIcon /> : <ClockIcon />}
                  <span>
                    <FormattedMessage id={OUTCOME_IDS[row.status]} />
                    {row.status === 'failed' ? (
                      <>
                        {' '}
                        <FormattedMessage id={sendFailureId(row.error)} />
                      </>
                    ) : null}
                  </span>
                </Outcome>
              </li>
            ))}
          </People>
        </Column>
        <Column>
          {template ? (
            <WhatsappBubble
              content={template}
              params={props.sentParams ?? []}
              caption={<FormattedMessage id="dashboard.whatsapp.preview.sent" />}
            />
          ) : null}
        </Column>
      </Layout>
      <DialogActions>
        {!sending && failed > 0 ? (
          <Button variant="secondary" onClick={props.onRetryFailed}>
            {/* One text: the button lays its children out apart. */}
            <span>
              <FormattedMessage id="dashboard.whatsapp.send.retryFailed" values={{ count: failed, n: n(failed) }} />
            </span>
          </Button>
        ) : null}
        <Button onClick={() => props.onOpenChange(false)} disabled={sending}>
          <FormattedMessage id={sending ? 'dashboard.whatsapp.send.sendingButton' : 'dashboard.whatsapp.send.close'} />
        </Button>
      </DialogActions>
    </div>
  );
}
