import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ApiError } from '@dukkan/core';
import { deleteAccount, useWallet } from '@dukkan/data';
import { DeleteAccountView } from '@dukkan/screens';
import { useUserState } from '@dukkan/shell';
import { urls } from '../../urls.ts';
import { useStorefrontServices } from '../../services.ts';

/**
 * `/account/delete` (login required; customer spec §6). After the server deletes the account
 * the session, the stored user and the SWR cache are gone and the cart stays
 * (docs/decisions/0034); the customer lands on the home page with a notice.
 */
export function DeleteAccountRoute() {
  const { client, tokens, toasts, user } = useStorefrontServices();
  const { isLoggedIn } = useUserState();
  const navigate = useNavigate();
  const { data: wallet } = useWallet(isLoggedIn);
  const [error, setError] = useState<ApiError | null>(null);
  async function confirm() {
    setError(null);
    const home = () => navigate(urls.home(), { replace: true });
    const result = await deleteAccount({ api: client.api, tokens, leave: home });
    if (result.error) {
      setError(result.error);
      return;
    }
    // A request still in flight with the deleted session can end it first (401, refresh
    // refused); the login guard then remembers this page and sends to /login. Undo both.
    user.setDestRoute(null);
    void home();
    toasts.add({
      tone: 'success',
      title: <FormattedMessage id="storefront.profile.delete.done.title" />,
      description: <FormattedMessage id="storefront.profile.delete.done.description" />,
    });
  }
  return <DeleteAccountView onConfirm={confirm} error={error} walletBalanceFils={wallet?.balanceFils} cancelHref={urls.profile()} />;
}
