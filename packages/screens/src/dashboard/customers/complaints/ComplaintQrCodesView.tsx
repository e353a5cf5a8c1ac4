import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, type ApiError } from '@dukkan/core';
import {
  Button,
  Card,
  Dialog,
  Form,
  FormField,
  FormSubmit,
  Link,
  ListPage,
  QrCode,
  type ListPageStatus,
  type PageBreadcrumb,
  type SubmitResult,
} from '@dukkan/ui';
import type { ComplaintQrItem } from './types.ts';
import { GenerateForm, QrBody, QrGrid, Url } from './Complaints.styles.ts';

export interface ComplaintQrCodesViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  qrCodes: readonly ComplaintQrItem[];
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  canEdit: boolean;
  /** POST qr-code/generate {name}; null when made (the form empties). */
  onGenerate: (name: string) => Promise<ApiError | null>;
  /** The complaints received through a code (the complaints page, filtered). */
  complaintsHref: (qr: ComplaintQrItem) => string;
  /** The code shown large, to print or to scan from the screen (GET qr-code/{id}); null when closed. */
  shown: ComplaintQrItem | null;
  onShow: (qr: ComplaintQrItem) => void;
  onCloseShown: () => void;
}

type Values = { name?: string };

/**
 * The shop's complaint QR codes (qr-code/list, qr-code/{id}, qr-code/generate): one per place a
 * customer may want to complain from (a counter, a delivery bag, a table), each drawn as a code
 * that opens the platform's complaint form for it, with how many complaints came through it.
 */
export function ComplaintQrCodesView(props: ComplaintQrCodesViewProps) {
  const { qrCodes, status, canEdit, shown } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  // A new round remounts the form empty after a code is made.
  const [round, setRound] = useState(0);
  async function generate(values: Values): Promise<SubmitResult | undefined> {
    const error = await props.onGenerate(String(values.name ?? '').trim());
    if (!error) {
      setRound((n) => n + 1);
      return undefined;
    }
    if (error.code === 'too_many_qr_codes') return { formError: { id: 'dashboard.complaints.qr.tooMany' } };
    return {
      formError: { id: error.kind === 'network' ? 'dashboard.complaints.form.error.network' : 'dashboard.complaints.form.error.server' },
    };
  }
  return (
    <>
      <ListPage
        title={<FormattedMessage id="dashboard.complaints.qr.title" />}
        description={<FormattedMessage id="dashboard.complaints.qr.description" />}
        breadcrumbs={props.breadcrumbs}
        status={status}
        error={
          <FormattedMessage id={props.error?.kind === 'network' ? 'dashboard.complaints.error.network' : 'dashboard.complaints.error'} />
        }
        onRetry={props.onRetry}
        filters={
          canEdit ? (
            <Form<Values>
              key={round}
              onSubmit={generate}
              initialValues={{ name: '' }}
              aria-label={intl.formatMessage({ id: 'dashboard.complaints.qr.generate' })}
            >
              <GenerateForm>
                <FormField
                  name="name"
                  label={{ id: 'dashboard.complaints.qr.name' }}
                  description={{ id: 'dashboard.complaints.qr.name.help' }}
                  rules="required:trim|length:1,80"
                  inputProps={{ dir: 'auto' }}
                />
                <FormSubmit>
                  <FormattedMessage id="dashboard.complaints.qr.generate" />
                </FormSubmit>
              </GenerateForm>
            </Form>
          ) : undefined
        }
        isEmpty={status === 'ready' && qrCodes.length === 0}
        empty={{
          title: <FormattedMessage id="dashboard.complaints.qr.empty" />,
          message: <FormattedMessage id={canEdit ? 'dashboard.complaints.qr.empty.message' : 'dashboard.complaints.qr.empty.readOnly'} />,
        }}
      >
        <QrGrid aria-label={intl.formatMessage({ id: 'dashboard.complaints.qr.title' })}>
          {qrCodes.map((qr) => (
            <li key={qr.id}>
              <Card title={<bdi>{qr.name}</bdi>} titleLevel={2}>
                <QrBody>
                  <QrCode value={qr.url} size={128} label={intl.formatMessage({ id: 'dashboard.complaints.qr.code' }, { name: qr.name })} />
                  <Url dir="ltr">{qr.url}</Url>
                  <Link href={props.complaintsHref(qr)}>
                    <FormattedMessage
                      id="dashboard.complaints.qr.count"
                      values={{ count: qr.complaints, n: <bdi dir="ltr">{formatNumber(qr.complaints, locale)}</bdi> }}
                    />
                  </Link>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => props.onShow(qr)}
                    aria-label={intl.formatMessage({ id: 'dashboard.complaints.qr.show.label' }, { name: qr.name })}
                  >
                    <FormattedMessage id="dashboard.complaints.qr.show" />
                  </Button>
                </QrBody>
              </Card>
            </li>
          ))}
        </QrGrid>
      </ListPage>
      <Dialog
        isOpen={shown !== null}
        onOpenChange={(open) => {
          if (!open) props.onCloseShown();
        }}
        size="sm"
        title={<bdi>{shown?.name}</bdi>}
        description={<FormattedMessage id="dashboard.complaints.qr.show.description" />}
      >
        {shown ? (
          <QrBody>
            <QrCode value={shown.url} size={280} label={intl.formatMessage({ id: 'dashboard.complaints.qr.code' }, { name: shown.name })} />
            <Url dir="ltr">{shown.url}</Url>
          </QrBody>
        ) : null}
      </Dialog>
    </>
  );
}
