import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Checkbox, Link, Money } from '@dukkan/ui';
import { ServerErrorAlert, type ServerErrorLike, type ServerErrorTable } from '../../auth/ServerErrorAlert/index.ts';
import { usePendingSubmit, type SubmitAnswer } from '../../auth/usePendingSubmit.ts';
import { PageTitle } from '../../shared/page.styles.ts';
import { Actions, Intro, Kept, Lost, Page, Panel, PanelTitle } from './DeleteAccountView.styles.ts';

export interface DeleteAccountViewProps {
  /** DELETE /account/delete. Return the call's promise to keep the button busy until it settles. */
  onConfirm: () => SubmitAnswer;
  /** The failed call, shown translated; nothing was lost. */
  error?: ServerErrorLike | null;
  /** The wallet balance that goes with the account, when it is known and above zero. */
  walletBalanceFils?: number;
  /** "Keep my account" goes back here (the profile). */
  cancelHref: string;
}

const ERRORS: ServerErrorTable = {
  network: 'storefront.profile.delete.error.network',
  fallback: 'storefront.profile.delete.error.generic',
};

const LOST = [
  'storefront.profile.delete.lost.signIn',
  'storefront.profile.delete.lost.addresses',
  'storefront.profile.delete.lost.cards',
  'storefront.profile.delete.lost.orders',
] as const;

/**
 * `/account/delete` (customer spec §2, §6: only when authenticated). It says exactly what goes
 * with the account and what stays (docs/decisions/0034), and asks for an explicit
 * "I understand" before the one irreversible call of the storefront.
 */
export function DeleteAccountView({ onConfirm, error, walletBalanceFils, cancelHref }: DeleteAccountViewProps) {
  const [understood, setUnderstood] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const { busy, submit } = usePendingSubmit<void>(() => onConfirm());

  function confirm() {
    if (!understood) {
      setShowMissing(true);
      return;
    }
    void submit();
  }

  return (
    <Page id="main">
      <PageTitle>
        <FormattedMessage id="storefront.profile.delete.title" />
      </PageTitle>
      <Intro>
        <FormattedMessage id="storefront.profile.delete.intro" />
      </Intro>
      <Panel aria-labelledby="delete-lost-title">
        <PanelTitle id="delete-lost-title">
          <FormattedMessage id="storefront.profile.delete.lostTitle" />
        </PanelTitle>
        <Lost>
          {LOST.map((id) => (
            <li key={id}>
              <FormattedMessage id={id} />
            </li>
          ))}
          <li>
            {walletBalanceFils !== undefined && walletBalanceFils > 0 ? (
              <FormattedMessage id="storefront.profile.delete.lost.walletBalance" values={{ amount: <Money fils={walletBalanceFils} /> }} />
            ) : (
              <FormattedMessage id="storefront.profile.delete.lost.wallet" />
            )}
          </li>
        </Lost>
      </Panel>
      <Kept>
        <FormattedMessage id="storefront.profile.delete.kept" />
      </Kept>
      <Checkbox
        checked={understood}
        onChange={(checked) => {
          setUnderstood(checked);
          if (checked) setShowMissing(false);
        }}
        error={showMissing ? <FormattedMessage id="storefront.profile.delete.confirmMissing" /> : undefined}
      >
        <FormattedMessage id="storefront.profile.delete.confirm" />
      </Checkbox>
      <ServerErrorAlert error={error} messages={ERRORS} />
      <Actions>
        <Link href={cancelHref}>
          <FormattedMessage id="storefront.profile.delete.cancel" />
        </Link>
        <Button variant="danger" loading={busy} onClick={confirm}>
          <FormattedMessage id="storefront.profile.delete.submit" />
        </Button>
      </Actions>
    </Page>
  );
}
