import { FormattedMessage } from 'react-intl';
import { Page, type PageBreadcrumb } from '@dukkan/ui';
import type { MoneySection } from '../../transactions/shared/types.ts';
import type { DeliveryWalletData, WalletEntryRow } from '../shared.ts';
import { DeliveryWalletsSection } from './DeliveryWalletsSection.tsx';
import { ShopWalletSection } from './ShopWalletSection.tsx';
import { Sections } from './WalletsView.styles.ts';

export interface ShopWalletHistory {
  rows: readonly WalletEntryRow[];
  status: 'loading' | 'error' | 'ready';
  retry: () => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export interface WalletsViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** GET /wallet/get: the account's wallet balance in fils. */
  wallet: MoneySection<{ balanceFils: number }>;
  /** GET /wallet/transactions, a page at a time. */
  history: ShopWalletHistory;
  /** Opens one entry (GET /wallet/transaction-details). */
  onOpenEntry: (id: string) => void;
  /** GET delivery-services get-wallet: what each driver holds. */
  delivery: MoneySection<DeliveryWalletData>;
  /** Opens a driver's wallet (get-driver-wallet). */
  onOpenDriver: (walletId: string) => void;
  /** Owners and leads take drivers' cash; anyone else reads. */
  canWithdraw: boolean;
  /** Opens the withdrawal dialog for a driver's wallet. */
  onWithdraw: (walletId: string) => void;
}

/**
 * Wallets (vendor spec §7 Wallet; §3 Wallet withdrawal): the account's own wallet with its
 * history, and the delivery service's wallets, one per driver, holding the cash collected on
 * delivered cash jobs until the shop withdraws it. Each section loads, fails and retries alone.
 */
export function WalletsView(props: WalletsViewProps) {
  return (
    <Page
      title={<FormattedMessage id="dashboard.money.wallets.title" />}
      description={<FormattedMessage id="dashboard.money.wallets.description" />}
      breadcrumbs={props.breadcrumbs}
    >
      <Sections>
        <DeliveryWalletsSection
          delivery={props.delivery}
          canWithdraw={props.canWithdraw}
          onOpenDriver={props.onOpenDriver}
          onWithdraw={props.onWithdraw}
        />
        <ShopWalletSection wallet={props.wallet} history={props.history} onOpenEntry={props.onOpenEntry} />
      </Sections>
    </Page>
  );
}
