/**
 * A withdrawal from a driver's wallet (vendor spec §3 "Wallet withdrawal": cc, driver, amount;
 * §7 POST /vendor/delivery-services/wallet/make-withdraw-balance). Checked here before anything
 * is sent (an amount over the driver's balance, or not above zero, is refused with a code the
 * screen translates); one call at a time per driver, so a double click withdraws once even when
 * the button's disabled state has not rendered yet; then the wallets and the ledger reload.
 * Every attempt carries the draft's `Idempotency-Key`: a retry after a lost answer (the server
 * withdrew, the connection dropped before its answer) gets the first withdrawal back instead of
 * taking the cash twice (issue #18, like the storefront's order, decision 0082).
 */
import type { ScopedMutator } from 'swr';
import { apiError, failure, IDEMPOTENCY_HEADER, success, toWireAed, type Api, type ApiResult, type Fils } from '@dukkan/core';
import { moneyKeys } from './keys.ts';
import { readWithdrawResult } from './read.ts';

export type MoneyApi = Pick<Api, 'vendorDeliveryServicesWalletMakeWithdrawBalance'>;

export interface MoneyContext {
  api: MoneyApi;
  mutate: ScopedMutator;
  shop: string;
}

export interface WithdrawalDraft {
  /** The shop's delivery service (get-wallet's `cc`). */
  cc: string;
  driver: string;
  walletId: string;
  amountFils: Fils;
  /** What the driver holds, as last read: the ceiling of the amount. */
  balanceFils: Fils;
  /** The same for every attempt at this withdrawal (`newPrefixedIdempotencyKey('withdraw')`); new after it succeeds. */
  idempotencyKey: string;
}

/** Why a withdrawal is refused before it is sent. */
export type WithdrawalProblem = 'not_positive' | 'over_balance';

export function withdrawalProblem(amountFils: Fils, balanceFils: Fils): WithdrawalProblem | null {
  if (!Number.isSafeInteger(amountFils) || amountFils <= 0) return 'not_positive';
  if (amountFils > balanceFils) return 'over_balance';
  return null;
}

const inFlight = new Set<string>();

/** Sends the withdrawal (at most one at a time per driver) and reloads what it changed. */
export async function withdrawFromDriver(
  { api, mutate, shop }: MoneyContext,
  draft: WithdrawalDraft,
): Promise<ApiResult<{ balanceFils: Fils | null }>> {
  const problem = withdrawalProblem(draft.amountFils, draft.balanceFils);
  if (problem) return failure(apiError('client', 422, problem, problem));
  const lock = `${shop}:${draft.driver}`;
  if (inFlight.has(lock)) return failure(apiError('client', 409, 'A withdrawal is already being sent.', 'in_flight'));
  inFlight.add(lock);
  try {
    const result = await api.vendorDeliveryServicesWalletMakeWithdrawBalance({
      body: { cc: draft.cc, driver: draft.driver, amount: toWireAed(draft.amountFils) },
      headers: { [IDEMPOTENCY_HEADER]: draft.idempotencyKey },
    });
    if (result.error) return failure(result.error);
    await Promise.all([
      mutate(moneyKeys.deliveryWallet(shop)),
      mutate(moneyKeys.driverWallet(shop, draft.walletId)),
      // Every cached range of the ledger: the withdrawal is a new credit in it.
      mutate((key) => Array.isArray(key) && key[0] === 'transactionDetails'),
    ]);
    return success(readWithdrawResult(result.data));
  } finally {
    inFlight.delete(lock);
  }
}
