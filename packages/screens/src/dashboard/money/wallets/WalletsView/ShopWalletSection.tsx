import { FormattedMessage } from 'react-intl';
import { Button, Card, DataTable, ErrorState, Money, Pagination, Skeleton, type DataTableColumn } from '@dukkan/ui';
import { MoneyFigures } from '../../transactions/shared/MoneyFigures.tsx';
import { useMoneyFormat, type MoneyFormat } from '../../transactions/shared/moneyFormat.ts';
import type { MoneySection } from '../../transactions/shared/types.ts';
import { reasonOf, type WalletEntryRow } from '../shared.ts';
import type { ShopWalletHistory } from './WalletsView.tsx';
import { LoadingBlock, Name, SectionBody } from './WalletsView.styles.ts';

function columnsOf(format: MoneyFormat, onOpenEntry: (id: string) => void): DataTableColumn<WalletEntryRow>[] {
  return [
    {
      key: 'createdAt',
      header: <FormattedMessage id="dashboard.money.transactions.col.date" />,
      minWidth: 170,
      cell: (row) => <bdi>{format.dateTime(row.createdAt)}</bdi>,
    },
    {
      key: 'reason',
      header: <FormattedMessage id="dashboard.money.wallets.shop.col.reason" />,
      minWidth: 220,
      grow: 2,
      cell: (row) => (
        <Button variant="ghost" size="sm" onClick={() => onOpenEntry(row.id)}>
          <Name>{reasonOf(row, format.locale) || row.id}</Name>
        </Button>
      ),
    },
    {
      key: 'credit',
      kind: 'money',
      header: <FormattedMessage id="dashboard.money.transactions.col.credit" />,
      minWidth: 130,
      cell: (row) => (row.kind === 'credit' ? <Money fils={row.amountFils} size="sm" /> : null),
    },
    {
      key: 'debit',
      kind: 'money',
      header: <FormattedMessage id="dashboard.money.transactions.col.debit" />,
      minWidth: 130,
      cell: (row) => (row.kind === 'debit' ? <Money fils={row.amountFils} size="sm" /> : null),
    },
  ];
}

export interface ShopWalletSectionProps {
  wallet: MoneySection<{ balanceFils: number }>;
  history: ShopWalletHistory;
  onOpenEntry: (id: string) => void;
}

/** The account's own wallet (GET /wallet/get) and its history (GET /wallet/transactions), a page at a time. */
export function ShopWalletSection({ wallet, history, onOpenEntry }: ShopWalletSectionProps) {
  const format = useMoneyFormat();
  let balance;
  if (wallet.status === 'loading')
    balance = (
      <LoadingBlock aria-busy="true">
        <Skeleton inlineSize="200px" blockSize="72px" radius="lg" />
      </LoadingBlock>
    );
  else if (wallet.status === 'error')
    balance = <ErrorState description={<FormattedMessage id="dashboard.money.wallets.shop.error" />} onRetry={wallet.retry} />;
  else
    balance = (
      <MoneyFigures
        figures={[
          {
            id: 'shop-balance',
            label: <FormattedMessage id="dashboard.money.wallets.shop.balance" />,
            value: <Money fils={wallet.data?.balanceFils ?? 0} size="lg" />,
          },
        ]}
      />
    );
  return (
    <Card title={<FormattedMessage id="dashboard.money.wallets.shop.title" />} titleLevel={2}>
      <SectionBody>
        {balance}
        <DataTable
          label={<FormattedMessage id="dashboard.money.wallets.shop.history" />}
          columns={columnsOf(format, onOpenEntry)}
          rows={history.rows}
          getRowKey={(row) => row.id}
          status={history.status}
          error={<FormattedMessage id="dashboard.money.wallets.shop.history.error" />}
          onRetry={history.retry}
          emptyMessage={<FormattedMessage id="dashboard.money.wallets.shop.history.empty" />}
          maxBlockSize="none"
        />
        {history.status === 'ready' && history.pageCount > 1 ? (
          <Pagination page={history.page} pageCount={history.pageCount} onPageChange={history.onPageChange} />
        ) : null}
      </SectionBody>
    </Card>
  );
}
