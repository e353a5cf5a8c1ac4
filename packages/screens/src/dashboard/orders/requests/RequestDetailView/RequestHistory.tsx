import { FormattedMessage } from 'react-intl';
import { Card, Money } from '@dukkan/ui';
import { useRequestDate } from '../RequestsListView/index.ts';
import { INVOICE_STATUS_IDS, historyOf, type HistoryStep, type ServiceRequestDetailItem } from '../types.ts';
import { Note, Stack, Steps } from './RequestDetailView.styles.ts';

const STEP_IDS: Readonly<Record<Exclude<HistoryStep['kind'], 'received' | 'repliedPrice' | 'invoice' | 'cancelled'>, string>> = {
  repliedMessage: 'dashboard.requests.history.repliedMessage',
  approved: 'dashboard.requests.history.approved',
  finished: 'dashboard.requests.history.finished',
  done: 'dashboard.requests.history.done',
  spam: 'dashboard.requests.history.spam',
};

/** What happened to the request, in order, as far as its fields tell it (decision 0068). */
export function RequestHistory({ request }: { request: ServiceRequestDetailItem }) {
  const date = useRequestDate();
  return (
    <Card title={<FormattedMessage id="dashboard.requests.history" />} titleLevel={2}>
      <Stack>
        <Steps>
          {historyOf(request).map((step, i) => (
            <li key={step.kind === 'invoice' ? step.invoice.id : `${step.kind}-${i}`}>
              {step.kind === 'received' ? (
                <FormattedMessage id="dashboard.requests.history.received" values={{ date: <bdi>{date(step.at)}</bdi> }} />
              ) : step.kind === 'repliedPrice' ? (
                <FormattedMessage
                  id="dashboard.requests.history.repliedPrice"
                  values={{ price: <Money fils={step.priceFils} size="sm" /> }}
                />
              ) : step.kind === 'invoice' ? (
                <FormattedMessage
                  id="dashboard.requests.history.invoice"
                  values={{
                    title: <bdi>{step.invoice.title}</bdi>,
                    amount: <Money fils={step.invoice.amountFils} size="sm" />,
                    date: <bdi>{date(step.invoice.createdAt)}</bdi>,
                    status: <FormattedMessage id={INVOICE_STATUS_IDS[step.invoice.status]} />,
                  }}
                />
              ) : step.kind === 'cancelled' ? (
                step.reason ? (
                  <FormattedMessage id="dashboard.requests.history.cancelledBecause" values={{ reason: <bdi>{step.reason}</bdi> }} />
                ) : (
                  <FormattedMessage id="dashboard.requests.history.cancelled" />
                )
              ) : (
                <FormattedMessage id={STEP_IDS[step.kind]} />
              )}
            </li>
          ))}
        </Steps>
        <Note>
          <FormattedMessage id="dashboard.requests.history.note" />
        </Note>
      </Stack>
    </Card>
  );
}
