import { useWallet, useWalletTransactions } from '@dukkan/data';
import { WalletView } from '@dukkan/screens';
import { useUserState } from '@dukkan/shell';
import { urls } from '../../urls.ts';

/** `/wallet` and `/account/wallet` (login required): the balance and the history, a page at a time. */
export function WalletRoute() {
  const { isLoggedIn } = useUserState();
  const wallet = useWallet(isLoggedIn);
  const history = useWalletTransactions(isLoggedIn);
  return (
    <WalletView
      balanceFils={wallet.data?.balanceFils}
      transactions={history.data ? history.transactions : undefined}
      isLoading={wallet.isLoading || history.isLoading}
      error={wallet.error ?? history.error}
      onRetry={() => {
        void wallet.mutate();
        void history.mutate();
      }}
      hasMore={history.hasMore}
      onLoadMore={history.loadMore}
      isLoadingMore={history.isLoadingMore && !history.isLoading}
      transactionHref={(id) => urls.walletEntry(id)}
    />
  );
}
