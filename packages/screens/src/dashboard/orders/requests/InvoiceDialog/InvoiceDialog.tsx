import { FormattedMessage } from 'react-intl';
import { Badge, Dialog, ErrorState, Money, Skeleton } from '@dukkan/ui';
import { useRequestDate } from '../RequestsListView/index.ts';
import { Facts } from '../requests.styles.ts';
import { INVOICE_STATUS_IDS, INVOICE_STATUS_TONES, PAYMENT_IDS, type InvoiceItem, type Loadable } from '../types.ts';

export interface InvoiceDialogProps {
  /** The invoice being shown (GET /invoice/get); closed when null. */
  invoice: Loadable<InvoiceItem> | null;
  onClose: () => void;
}

/** One invoice as the server has it now: title, details, amount, how it is paid, its status and date. */
export function InvoiceDialog({ invoice, onClose }: InvoiceDialogProps) {
  const date = useRequestDate();
  const data = invoice?.data;
  return (
    <Dialog
      isOpen={invoice !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={data ? <bdi>{data.title}</bdi> : <FormattedMessage id="dashboard.requests.invoice.title" />}
    >
      {invoice?.status === 'error' && !data ? (
        <ErrorState title={<FormattedMessage id="dashboard.requests.invoice.failed" />} onRetry={invoice.retry} />
      ) : !data ? (
        <Skeleton blockSize="10rem" />
      ) : (
        <Facts>
          <dt>
            <FormattedMessage id="dashboard.requests.invoice.status" />
          </dt>
          <dd>
            <Badge tone={INVOICE_STATUS_TONES[data.status]}>
              <FormattedMessage id={INVOICE_STATUS_IDS[data.status]} />
            </Badge>
          </dd>
          <dt>
            <FormattedMessage id="dashboard.requests.invoice.amount" />
          </dt>
          <dd>
            <Money fils={data.amountFils} />
          </dd>
          <dt>
            <FormattedMessage id="dashboard.requests.invoice.payment" />
          </dt>
          <dd>
            <FormattedMessage id={PAYMENT_IDS[data.paymentType]} />
          </dd>
          <dt>
            <FormattedMessage id="dashboard.requests.invoice.details" />
          </dt>
          <dd>{data.description ? <bdi>{data.description}</bdi> : <FormattedMessage id="dashboard.requests.invoice.noDetails" />}</dd>
          <dt>
            <FormattedMessage id="dashboard.requests.invoice.raised" />
          </dt>
          <dd>
            <bdi>{date(data.createdAt)}</bdi>
          </dd>
          <dt>
            <FormattedMessage id="dashboard.requests.invoice.number" />
          </dt>
          <dd>
            <bdi dir="ltr">{data.id}</bdi>
          </dd>
        </Facts>
      )}
    </Dialog>
  );
}
