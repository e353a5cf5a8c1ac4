import { FormattedMessage } from 'react-intl';
import { Button, DataTable, Dialog, ErrorState, Money, Skeleton, type DataTableColumn } from '@dukkan/ui';
import { MoneyFigures } from '../../transactions/shared/MoneyFigures.tsx';
import { useMoneyFormat } from '../../transactions/shared/moneyFormat.ts';
import type { MoneySection } from '../../transactions/shared/types.ts';
import type { DriverWalletData, WithdrawalRow } from '../shared.ts';
import { Body, Footer } from './WalletDetailDialogs.styles.ts';

type Job = DriverWalletData['jobs'][number];

export interface DriverWalletDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The name shown while the wallet loads (from the list). */
  driverName: string;
  wallet: MoneySection<DriverWalletData>;
  canWithdraw: boolean;
  onWithdraw: () => void;
}

/** One driver's wallet (get-driver-wallet): collected on delivered cash jobs, withdrawn, held; the jobs and the withdrawals. */
export function DriverWalletDialog({ isOpen, onOpenChange, driverName, wallet, canWithdraw, onWithdraw }: DriverWalletDialogProps) {
  const format = useMoneyFormat();
  const data = wallet.data;
  const jobColumns: DataTableColumn<Job>[] = [
    {
      key: 'createdAt',
      header: <FormattedMessage id="dashboard.money.transactions.col.date" />,
      minWidth: 170,
      cell: (j) => <bdi>{format.dateTime(j.createdAt)}</bdi>,
    },
    {
      key: 'name',
      header: <FormattedMessage id="dashboard.money.wallets.driver.col.customer" />,
      minWidth: 150,
      cell: (j) => <bdi>{j.name}</bdi>,
    },
    {
      key: 'amountFils',
      kind: 'money',
      header: <FormattedMessage id="dashboard.money.wallets.driver.col.collected" />,
      minWidth: 130,
      cell: (j) => <Money fils={j.amountFils} size="sm" />,
    },
  ];
  const withdrawalColumns: DataTableColumn<WithdrawalRow>[] = [
    {
      key: 'createdAt',
      header: <FormattedMessage id="dashboard.money.transactions.col.date" />,
      minWidth: 170,
      cell: (w) => <bdi>{format.dateTime(w.createdAt)}</bdi>,
    },
    {
      key: 'amountFils',
      kind: 'money',
      header: <FormattedMessage id="dashboard.money.wallets.withdrawals.col.amount" />,
      minWidth: 130,
      cell: (w) => <Money fils={w.amountFils} size="sm" />,
    },
  ];
  let content;
  if (wallet.status === 'loading') content = <Skeleton inlineSize="100%" blockSize="160px" radius="lg" />;
  else if (wallet.status === 'error' || !data)
    content = <ErrorState description={<FormattedMessage id="dashboard.money.wallets.driver.error" />} onRetry={wallet.retry} />;
  else
    content = (
      <>
        <MoneyFigures
          figures={[
            {
              id: 'collected',
              label: <FormattedMessage id="dashboard.money.wallets.driver.collected" />,
              value: <Money fils={data.collectedFils} />,
            },
            {
              id: 'withdrawn',
              label: <FormattedMessage id="dashboard.money.wallets.driver.withdrawn" />,
              value: <Money fils={data.withdrawnFils} />,
            },
            {
              id: 'balance',
              label: <FormattedMessage id="dashboard.money.wallets.drivers.col.balance" />,
              value: <Money fils={data.balanceFils} />,
            },
          ]}
        />
        <DataTable
          label={<FormattedMessage id="dashboard.money.wallets.driver.jobs" />}
          columns={jobColumns}
          rows={data.jobs}
          getRowKey={(j) => j.id}
          emptyMessage={<FormattedMessage id="dashboard.money.wallets.driver.jobs.empty" />}
          maxBlockSize="320px"
        />
        <DataTable
          label={<FormattedMessage id="dashboard.money.wallets.withdrawals.title" />}
          columns={withdrawalColumns}
          rows={data.withdrawals}
          getRowKey={(w) => w.id}
          emptyMessage={<FormattedMessage id="dashboard.money.wallets.withdrawals.empty" />}
          maxBlockSize="320px"
        />
      </>
    );
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      title={<FormattedMessage id="dashboard.money.wallets.driver.title" values={{ name: <bdi>{data?.name || driverName}</bdi> }} />}
      footer={
        <Footer>
          {canWithdraw ? (
            <Button disabled={!data || data.balanceFils <= 0} onClick={onWithdraw}>
              <FormattedMessage id="dashboard.money.wallets.drivers.withdraw" />
            </Button>
          ) : null}
        </Footer>
      }
    >
      <Body>{content}</Body>
    </Dialog>
  );
}
