import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import { newPrefixedIdempotencyKey, type ApiError, type Fils } from '@dukkan/core';
import {
  useDeliveryWallet,
  useDriverWallet,
  useShopWallet,
  useShopWalletEntry,
  useShopWalletTransactions,
  withdrawFromDriver,
} from '@dukkan/data';
import { DriverWalletDialog, WalletEntryDialog, WalletsView, WithdrawDialog } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { readWalletDialog, walletDialog } from './urls.ts';

/**
 * /wallet (vendor spec §7 Wallet, §3 Wallet withdrawal; issue #15 item 3): the account's wallet
 * and its history, the delivery service's wallet per driver, one driver's wallet, and the
 * withdrawal of a driver's cash. The history page and the open dialog live in the URL.
 */
export function WalletRoute() {
  const { client, toasts } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const [list, update] = useListState();
  const dialog = readWalletDialog(list.dialog);
  const canWithdraw = can('delivery:update');

  const wallet = useShopWallet(true);
  const history = useShopWalletTransactions(true, list.page);
  const entry = useShopWalletEntry(dialog?.kind === 'entry' ? dialog.id : undefined);
  const delivery = useDeliveryWallet(shopId);
  const driverWalletId = dialog && dialog.kind !== 'entry' ? dialog.id : undefined;
  const driver = useDriverWallet(shopId, dialog?.kind === 'driver' ? driverWalletId : undefined);
  const summary = delivery.data?.drivers.find((d) => d.walletId === driverWalletId);

  const open = (next: string | null) => update({ dialog: next }, { replace: next === null });

  /**
   * One key per withdrawal: kept while the same amount from the same driver is tried again (a
   * retry after a lost answer is answered with the first withdrawal), new once it succeeds or
   * when the amount or the driver changes (another withdrawal).
   */
  const attempt = useRef<{ driver: string; amountFils: Fils; key: string } | null>(null);

  async function withdraw(amountFils: Fils): Promise<ApiError | null> {
    if (!shopId || !delivery.data || !summary) return { kind: 'client', status: 400, message: 'No wallet', code: 'missing_param' };
    const same = attempt.current?.driver === summary.driver && attempt.current.amountFils === amountFils;
    const key = same && attempt.current ? attempt.current.key : newPrefixedIdempotencyKey('withdraw');
    attempt.current = { driver: summary.driver, amountFils, key };
    const result = await withdrawFromDriver(
      { api: client.api, mutate, shop: shopId },
      {
        cc: delivery.data.cc,
        driver: summary.driver,
        walletId: summary.walletId,
        amountFils,
        balanceFils: summary.balanceFils,
        idempotencyKey: key,
      },
    );
    if (result.error) return result.error;
    attempt.current = null;
    open(null);
    toasts.add({
      tone: 'success',
      title: <FormattedMessage id="dashboard.money.withdraw.done" values={{ name: <bdi>{summary.name}</bdi> }} />,
    });
    return null;
  }

  return (
    <>
      <WalletsView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        wallet={wallet}
        history={{
          rows: history.rows,
          status: history.status,
          retry: history.retry,
          page: history.page,
          pageCount: history.pageCount,
          onPageChange: (page) => update({ page }),
        }}
        onOpenEntry={(id) => open(walletDialog('entry', id))}
        delivery={delivery}
        onOpenDriver={(walletId) => open(walletDialog('driver', walletId))}
        canWithdraw={canWithdraw}
        onWithdraw={(walletId) => open(walletDialog('withdraw', walletId))}
      />
      <WalletEntryDialog isOpen={dialog?.kind === 'entry'} onOpenChange={(isOpen) => !isOpen && open(null)} entry={entry} />
      <DriverWalletDialog
        isOpen={dialog?.kind === 'driver'}
        onOpenChange={(isOpen) => !isOpen && open(null)}
        driverName={summary?.name ?? ''}
        wallet={driver}
        canWithdraw={canWithdraw}
        onWithdraw={() => driverWalletId && update({ dialog: walletDialog('withdraw', driverWalletId) }, { replace: true })}
      />
      <WithdrawDialog
        // Opens once the wallet is known, so the amount is always checked against a balance.
        isOpen={canWithdraw && dialog?.kind === 'withdraw' && summary !== undefined}
        onOpenChange={(isOpen) => !isOpen && open(null)}
        driverName={summary?.name ?? ''}
        balanceFils={summary?.balanceFils ?? 0}
        onSubmit={withdraw}
      />
    </>
  );
}
