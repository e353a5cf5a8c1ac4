import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, DataTable, ErrorState, Money, Skeleton, type DataTableColumn } from '@dukkan/ui';
import { MoneyFigures } from '../../transactions/shared/MoneyFigures.tsx';
import { useMoneyFormat } from '../../transactions/shared/moneyFormat.ts';
import type { MoneySection } from '../../transactions/shared/types.ts';
import type { DeliveryWalletData, DriverWalletRow, WithdrawalRow } from '../shared.ts';
import { Actions, Intro, LoadingBlock, Name, SectionBody } from './WalletsView.styles.ts';

/** How many of the latest withdrawals the page lists (each driver's wallet lists all of theirs). */
export const RECENT_WITHDRAWALS = 10;

export interface DeliveryWalletsSectionProps {
  delivery: MoneySection<DeliveryWalletData>;
  canWithdraw: boolean;
  onOpenDriver: (walletId: string) => void;
  onWithdraw: (walletId: string) => void;
}

/** The delivery service's wallets (get-wallet): the cash each driver holds, the way to take it, and the latest withdrawals. */
export function DeliveryWalletsSection({ delivery, canWithdraw, onOpenDriver, onWithdraw }: DeliveryWalletsSectionProps) {
  const intl = useIntl();
  const format = useMoneyFormat();
  const data = delivery.data;
  const names = new Map((data?.drivers ?? []).map((d) => [d.driver, d.name]));

  const driverColumns: DataTableColumn<DriverWalletRow>[] = [
    {
      key: 'name',
      header: <FormattedMessage id="dashboard.money.wallets.drivers.col.driver" />,
      minWidth: 180,
      grow: 2,
      cell: (row) => <Name>{row.name}</Name>,
    },
    {
      key: 'balanceFils',
      kind: 'money',
      header: <FormattedMessage id="dashboard.money.wallets.drivers.col.balance" />,
      minWidth: 140,
      cell: (row) => <Money fils={row.balanceFils} size="sm" />,
    },
    {
      key: 'actions',
      header: <FormattedMessage id="dashboard.money.wallets.drivers.col.actions" />,
      minWidth: 280,
      cell: (row) => (
        <Actions>
          <Button
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage({ id: 'dashboard.money.wallets.drivers.view.label' }, { name: row.name })}
            onClick={() => onOpenDriver(row.walletId)}
          >
            <FormattedMessage id="dashboard.money.wallets.drivers.view" />
          </Button>
          {canWithdraw ? (
            <Button
              size="sm"
              disabled={row.balanceFils <= 0}
              aria-label={intl.formatMessage({ id: 'dashboard.money.wallets.drivers.withdraw.label' }, { name: row.name })}
              onClick={() => onWithdraw(row.walletId)}
            >
              <FormattedMessage id="dashboard.money.wallets.drivers.withdraw" />
            </Button>
          ) : null}
        </Actions>
      ),
    },
  ];

  const withdrawalColumns: DataTableColumn<WithdrawalRow>[] = [
    {
      key: 'createdAt',
      header: <FormattedMessage id="dashboard.money.transactions.col.date" />,
      minWidth: 170,
      cell: (row) => <bdi>{format.dateTime(row.createdAt)}</bdi>,
    },
    {
      key: 'driver',
      header: <FormattedMessage id="dashboard.money.wallets.drivers.col.driver" />,
      minWidth: 180,
      grow: 2,
      cell: (row) => <Name>{names.get(row.driver) ?? row.driver}</Name>,
    },
    {
      key: 'amountFils',
      kind: 'money',
      header: <FormattedMessage id="dashboard.money.wallets.withdrawals.col.amount" />,
      minWidth: 140,
      cell: (row) => <Money fils={row.amountFils} size="sm" />,
    },
  ];

  let total;
  if (delivery.status === 'loading')
    total = (
      <LoadingBlock aria-busy="true">
        <Skeleton inlineSize="200px" blockSize="72px" radius="lg" />
      </LoadingBlock>
    );
  else if (delivery.status === 'error')
    total = <ErrorState description={<FormattedMessage id="dashboard.money.wallets.drivers.error" />} onRetry={delivery.retry} />;
  else
    total = (
      <MoneyFigures
        figures={[
          {
            id: 'drivers-balance',
            label: <FormattedMessage id="dashboard.money.wallets.drivers.total" />,
            value: <Money fils={data?.balanceFils ?? 0} size="lg" />,
          },
          {
            id: 'drivers-count',
            label: <FormattedMessage id="dashboard.money.wallets.drivers.count" />,
            value: <bdi dir="ltr">{format.number(data?.drivers.length ?? 0)}</bdi>,
          },
        ]}
      />
    );
  // The tables show their own loading rows; on an error the one retry above stands for both.
  const tableStatus = delivery.status === 'error' ? 'ready' : delivery.status;

  return (
    <Card title={<FormattedMessage id="dashboard.money.wallets.drivers.title" />} titleLevel={2}>
      <SectionBody>
        <Intro>
          <FormattedMessage id="dashboard.money.wallets.drivers.description" />
        </Intro>
        {total}
        {delivery.status === 'error' ? null : (
          <>
            <DataTable
              label={<FormattedMessage id="dashboard.money.wallets.drivers.table" />}
              columns={driverColumns}
              rows={data?.drivers ?? []}
              getRowKey={(row) => row.walletId}
              status={tableStatus}
              emptyMessage={<FormattedMessage id="dashboard.money.wallets.drivers.empty" />}
              maxBlockSize="none"
            />
            <DataTable
              label={<FormattedMessage id="dashboard.money.wallets.withdrawals.title" />}
              columns={withdrawalColumns}
              rows={(data?.withdrawals ?? []).slice(0, RECENT_WITHDRAWALS)}
              getRowKey={(row) => row.id}
              status={tableStatus}
              emptyMessage={<FormattedMessage id="dashboard.money.wallets.withdrawals.empty" />}
              maxBlockSize="none"
            />
          </>
        )}
      </SectionBody>
    </Card>
  );
}
