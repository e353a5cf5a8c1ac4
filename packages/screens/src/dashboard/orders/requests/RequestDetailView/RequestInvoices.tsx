import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Button, Card, Money } from '@dukkan/ui';
import { useRequestDate } from '../RequestsListView/index.ts';
import { INVOICE_STATUS_IDS, INVOICE_STATUS_TONES, PAYMENT_IDS, type InvoiceItem } from '../types.ts';
import { InvoiceText, Invoices, Note, Row } from './RequestDetailView.styles.ts';

export interface RequestInvoicesProps {
  invoices: readonly InvoiceItem[];
  /** The request is live and the person may change it: "Raise an invoice". */
  canRaise: boolean;
  /** The person may cancel an open invoice. */
  canCancel: boolean;
  /** The invoice being cancelled: its button waits. */
  cancellingId: string | null;
  onRaise: () => void;
  onView: (invoice: InvoiceItem) => void;
  onCancel: (invoice: InvoiceItem) => void;
}

/** The request's invoices, newest first: each can be opened; an open one can be cancelled. */
export function RequestInvoices({ invoices, canRaise, canCancel, cancellingId, onRaise, onView, onCancel }: RequestInvoicesProps) {
  const intl = useIntl();
  const date = useRequestDate();
  return (
    <Card
      title={<FormattedMessage id="dashboard.requests.invoices" />}
      titleLevel={2}
      actions={
        canRaise ? (
          <Button size="sm" onClick={onRaise}>
            <FormattedMessage id="dashboard.requests.invoices.raise" />
          </Button>
        ) : undefined
      }
    >
      {invoices.length === 0 ? (
        <Note>
          <FormattedMessage id={canRaise ? 'dashboard.requests.invoices.none' : 'dashboard.requests.invoices.noneClosed'} />
        </Note>
      ) : (
        <Invoices aria-label={intl.formatMessage({ id: 'dashboard.requests.invoices' })}>
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <InvoiceText>
                <strong>
                  <bdi>{invoice.title}</bdi>
                </strong>
                <Row>
                  <Money fils={invoice.amountFils} size="sm" />
                  <span>
                    <FormattedMessage id={PAYMENT_IDS[invoice.paymentType]} />
                  </span>
                  <Badge tone={INVOICE_STATUS_TONES[invoice.status]}>
                    <FormattedMessage id={INVOICE_STATUS_IDS[invoice.status]} />
                  </Badge>
                </Row>
                <Note>
                  <bdi>{date(invoice.createdAt)}</bdi>
                </Note>
              </InvoiceText>
              <Row>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onView(invoice)}
                  aria-label={intl.formatMessage({ id: 'dashboard.requests.invoices.view.label' }, { title: invoice.title })}
                >
                  <FormattedMessage id="dashboard.requests.invoices.view" />
                </Button>
                {canCancel && invoice.status === 'open' ? (
                  <Button
                    variant="danger"
                    size="sm"
                    loading={cancellingId === invoice.id}
                    onClick={() => onCancel(invoice)}
                    aria-label={intl.formatMessage({ id: 'dashboard.requests.invoices.cancel.label' }, { title: invoice.title })}
                  >
                    <FormattedMessage id="dashboard.requests.invoices.cancel" />
                  </Button>
                ) : null}
              </Row>
            </li>
          ))}
        </Invoices>
      )}
    </Card>
  );
}
