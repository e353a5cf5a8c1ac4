import { useParams } from 'react-router';
import { useWalletTransaction } from '@dukkan/data';
import { WalletEntryView } from '@dukkan/screens';
import { urls } from '../../urls.ts';

/** `/wallet/{id}` (login required, GET /wallet/transaction-details). */
export function WalletEntryRoute() {
  const { id = '' } = useParams();
  const { data, error, isLoading, mutate } = useWalletTransaction(id);
  return (
    <WalletEntryView
      entry={data}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      walletHref={urls.wallet()}
      orderHref={(orderId) => urls.order(orderId)}
    />
  );
}
