import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised } from '@dukkan/core';
import { Card, EmptyState, ErrorState, LoadMore, Money, Skeleton } from '@dukkan/ui';
import { OrderDate } from '../../orders/shared/OrderDate.tsx';
import { PageTitle } from '../../shared/page.styles.ts';
import { EntryAmount, KindName } from '../shared/EntryAmount.tsx';
import type { WalletEntryItem } from '../shared/walletEntry.ts';
import { Balance, BalanceLabel, Entry, HistoryTitle, List, Page, When } from './WalletView.styles.ts';

export interface WalletViewProps {
  /** The balance in fils; undefined until read. */
  balanceFils: number | undefined;
  /** The entries loaded so far, newest first; undefined before the first page. */
  transactions: readonly WalletEntryItem[] | undefined;
  isLoading: boolean;
  /** The balance or the first page failed; shows an error with retry. */
  error?: unknown;
  onRetry: () => void;
  hasMore: boolean;
  onLoadMore: () => void;
  isLoadingMore: boolean;
  transactionHref: (id: string) => string;
}

/** The customer's wallet `/wallet`, `/account/wallet` (customer spec §2): the balance, then the history a page at a time. */
export function WalletView({
  balanceFils,
  transactions,
  isLoading,
  error,
  onRetry,
  hasMore,
  onLoadMore,
  isLoadingMore,
  transactionHref,
}: WalletViewProps) {
  const intl = useIntl();
  const [pagedOnce, setPagedOnce] = useState(false);
  const heading = (
    <PageTitle>
      <FormattedMessage id="storefront.wallet.title" />
    </PageTitle>
  );
  if ((balanceFils === undefined || !transactions) && error) {
    return (
      <Page id="main">
        {heading}
        <ErrorState onRetry={onRetry} />
      </Page>
    );
  }
  if (isLoading || balanceFils === undefined || !transactions) {
    return (
      <Page id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        {heading}
        <Balance>
          <Skeleton inlineSize="30%" blockSize="16px" />
          <Skeleton inlineSize="50%" blockSize="32px" />
        </Balance>
        <List>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Card>
                <Skeleton inlineSize="60%" blockSize="18px" />
                <Skeleton inlineSize="30%" blockSize="14px" />
              </Card>
            </li>
          ))}
        </List>
      </Page>
    );
  }
  return (
    <Page id="main">
      {heading}
      <Balance aria-labelledby="wallet-balance-label">
        <BalanceLabel id="wallet-balance-label">
          <FormattedMessage id="storefront.wallet.balance" />
        </BalanceLabel>
        <Money fils={balanceFils} size="lg" />
      </Balance>
      <HistoryTitle>
        <FormattedMessage id="storefront.wallet.history" />
      </HistoryTitle>
      {transactions.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="storefront.wallet.empty.title" />}
          description={<FormattedMessage id="storefront.wallet.empty.description" />}
        />
      ) : (
        <List>
          {transactions.map((entry) => (
            <li key={entry.id}>
              <Card
                titleLevel={3}
                title={localised(entry, 'reason', intl.locale) || <KindName kind={entry.kind} />}
                href={transactionHref(entry.id)}
              >
                <Entry>
                  <When>
                    <OrderDate value={entry.createdAt} />
                  </When>
                  <EntryAmount entry={entry} />
                </Entry>
              </Card>
            </li>
          ))}
        </List>
      )}
      {hasMore || pagedOnce ? (
        <LoadMore
          loading={isLoadingMore}
          done={!hasMore}
          onLoadMore={() => {
            setPagedOnce(true);
            onLoadMore();
          }}
        />
      ) : null}
    </Page>
  );
}
