import { FormattedMessage, useIntl } from 'react-intl';
import { localised } from '@dukkan/core';
import { ChevronBackIcon, ErrorState, Link, Skeleton } from '@dukkan/ui';
import { OrderDate } from '../../orders/shared/OrderDate.tsx';
import { PageTitle } from '../../shared/page.styles.ts';
import { EntryAmount, KindName } from '../shared/EntryAmount.tsx';
import type { WalletEntryItem } from '../shared/walletEntry.ts';
import { Back, Facts, Page, Summary } from './WalletEntryView.styles.ts';

export interface WalletEntryViewProps {
  entry: WalletEntryItem | undefined;
  isLoading: boolean;
  /** The entry could not be read: a 404 says it is not found, anything else offers a retry. */
  error?: unknown;
  onRetry: () => void;
  walletHref: string;
  orderHref: (orderId: string) => string;
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as { status?: unknown }).status ?? (error as { error?: { status?: unknown } }).error?.status;
  return status === 404;
}

/** One wallet entry `/wallet/{id}` (customer spec §2): what, when, how much, and the order it belongs to. */
export function WalletEntryView({ entry, isLoading, error, onRetry, walletHref, orderHref }: WalletEntryViewProps) {
  const intl = useIntl();
  const back = (
    <Back>
      <Link href={walletHref}>
        <ChevronBackIcon aria-hidden="true" />
        <FormattedMessage id="storefront.wallet.entry.back" />
      </Link>
    </Back>
  );
  if (!entry && error) {
    return (
      <Page id="main">
        {back}
        <PageTitle>
          <FormattedMessage id="storefront.wallet.entry.title" />
        </PageTitle>
        {isNotFound(error) ? (
          <ErrorState
            title={<FormattedMessage id="storefront.wallet.entry.notFound.title" />}
            description={<FormattedMessage id="storefront.wallet.entry.notFound.description" />}
          />
        ) : (
          <ErrorState onRetry={onRetry} />
        )}
      </Page>
    );
  }
  if (isLoading || !entry) {
    return (
      <Page id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        {back}
        <Skeleton inlineSize="60%" blockSize="32px" />
        <Skeleton inlineSize="100%" blockSize="120px" />
      </Page>
    );
  }
  const reason = localised(entry, 'reason', intl.locale);
  return (
    <Page id="main">
      {back}
      <PageTitle>{reason || <KindName kind={entry.kind} />}</PageTitle>
      <Summary>
        <EntryAmount entry={entry} size="lg" />
      </Summary>
      <Facts>
        <dt>
          <FormattedMessage id="storefront.wallet.entry.kind" />
        </dt>
        <dd>
          <KindName kind={entry.kind} />
        </dd>
        <dt>
          <FormattedMessage id="storefront.wallet.entry.date" />
        </dt>
        <dd>
          <OrderDate value={entry.createdAt} />
        </dd>
        <dt>
          <FormattedMessage id="storefront.wallet.entry.reference" />
        </dt>
        <dd>
          <bdi dir="ltr">{entry.id}</bdi>
        </dd>
        {entry.order ? (
          <>
            <dt>
              <FormattedMessage id="storefront.wallet.entry.order" />
            </dt>
            <dd>
              <Link href={orderHref(entry.order)}>
                <FormattedMessage id="storefront.wallet.entry.viewOrder" />
              </Link>
            </dd>
          </>
        ) : null}
      </Facts>
    </Page>
  );
}
