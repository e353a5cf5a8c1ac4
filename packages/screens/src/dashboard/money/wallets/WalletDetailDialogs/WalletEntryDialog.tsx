import { FormattedMessage } from 'react-intl';
import { Dialog, ErrorState, Money, Skeleton } from '@dukkan/ui';
import { useMoneyFormat } from '../../transactions/shared/moneyFormat.ts';
import type { MoneySection } from '../../transactions/shared/types.ts';
import { reasonOf, type WalletEntryRow } from '../shared.ts';
import { Body, Details } from './WalletDetailDialogs.styles.ts';

export interface WalletEntryDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  entry: MoneySection<WalletEntryRow>;
}

/** One entry of the account's wallet (GET /wallet/transaction-details with id). */
export function WalletEntryDialog({ isOpen, onOpenChange, entry }: WalletEntryDialogProps) {
  const format = useMoneyFormat();
  const data = entry.data;
  let content;
  if (entry.status === 'loading') content = <Skeleton inlineSize="100%" blockSize="120px" radius="lg" />;
  else if (entry.status === 'error' || !data)
    content = <ErrorState description={<FormattedMessage id="dashboard.money.wallets.entry.error" />} onRetry={entry.retry} />;
  else
    content = (
      <Details>
        <dt>
          <FormattedMessage id="dashboard.money.wallets.entry.amount" />
        </dt>
        <dd>
          <Money fils={data.kind === 'debit' ? -data.amountFils : data.amountFils} />
        </dd>
        <dt>
          <FormattedMessage id="dashboard.money.wallets.entry.kind" />
        </dt>
        <dd>
          <FormattedMessage id={data.kind === 'credit' ? 'dashboard.money.wallets.entry.credit' : 'dashboard.money.wallets.entry.debit'} />
        </dd>
        <dt>
          <FormattedMessage id="dashboard.money.wallets.shop.col.reason" />
        </dt>
        <dd>
          <bdi>{reasonOf(data, format.locale)}</bdi>
        </dd>
        {data.order ? (
          <>
            <dt>
              <FormattedMessage id="dashboard.money.wallets.entry.order" />
            </dt>
            <dd>
              <bdi dir="ltr">{data.order}</bdi>
            </dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="dashboard.money.transactions.col.date" />
        </dt>
        <dd>
          <bdi>{format.dateTime(data.createdAt)}</bdi>
        </dd>
        <dt>
          <FormattedMessage id="dashboard.money.transactions.col.reference" />
        </dt>
        <dd>
          <bdi dir="ltr">{data.id}</bdi>
        </dd>
      </Details>
    );
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} size="sm" title={<FormattedMessage id="dashboard.money.wallets.entry.title" />}>
      <Body aria-busy={entry.status === 'loading' || undefined}>{content}</Body>
    </Dialog>
  );
}
