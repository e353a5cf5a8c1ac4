/**
 * The account page actions (issue #16): saving the profile and deleting the account.
 * docs/decisions/0034-account-deletion-keeps-the-cart.md says why deletion keeps the cart.
 */
import type { ScopedMutator } from 'swr';
import { failure, success, type Api, type ApiResult, type TokenManager, type User } from '@dukkan/core';
import type { UserStore } from '../stores/userStore.ts';
import { accountKeys } from './keys.ts';

/**
 * PUT /auth/info {name, email} (customer spec §7), then the stored user and the cached
 * `get-user` answer both show the saved values. An empty e-mail is left out of the body.
 */
export async function saveProfile(
  { user, mutate }: { user: Pick<UserStore, 'completeInfo'>; mutate: ScopedMutator },
  details: { name: string; email?: string },
): Promise<ApiResult<User>> {
  const result = await user.completeInfo(details.email ? { name: details.name, email: details.email } : { name: details.name });
  if (!result.error) await mutate(accountKeys.user(), result.data, { revalidate: false });
  return result;
}

/**
 * DELETE /account/delete (customer spec §7). Only after the server said yes is the session
 * ended: first `leave` moves off the login-only page (so its guard does not remember it as the
 * place to come back to), then the tokens are cleared. The user store follows its tokens: it
 * drops the stored user and runs `onSignedOut`, which empties the SWR cache, and, as for any
 * session the customer no longer has, keeps the cart and its options (decision 0034).
 * A failed call changes nothing on this device.
 */
export async function deleteAccount({
  api,
  tokens,
  leave,
}: {
  api: Pick<Api, 'accountDelete'>;
  tokens: Pick<TokenManager, 'clear'>;
  leave?: () => unknown;
}): Promise<ApiResult<null>> {
  const result = await api.accountDelete();
  if (result.error) return failure(result.error);
  await leave?.();
  tokens.clear();
  return success(null);
}
