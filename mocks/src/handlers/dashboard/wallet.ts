/**
 * Delivery-service wallets (vendor spec §3 "Wallet withdrawal", §7 "Wallet", vendor side):
 * each driver holds the cash collected on delivered cash jobs until the shop withdraws it.
 * A withdrawal never exceeds what the driver holds and enters the shop's ledger.
 */
import type { EndpointName, WalletWithdrawal } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok } from '../../http.ts';
import { readIdempotencyKey } from '../customer/place-order.ts';
import { ownFleetId } from '../../seed/dashboard/delivery.ts';
import { ownDrivers } from './delivery.fleet.ts';
import {
  aedText,
  conflict,
  domainScenarios,
  findOr404,
  notFound,
  readAed,
  readId,
  staffRoute,
  sumFils,
  toAed,
  toFils,
} from './support/index.ts';

const names = [
  'vendorDeliveryServicesWalletMakeWithdrawBalance',
  'deliveryServicesWalletGetWallet',
  'deliveryServicesWalletGetDriverWallet',
] as const satisfies readonly EndpointName[];

const walletIdOf = (driver: string): string => `wallet-${driver}`;

function driverLedger(driver: string) {
  const { deliveryJobs, withdrawals } = db().tables;
  const jobs = deliveryJobs.filter((j) => j.driver === driver && j.status === 'delivered' && j.paymentType === 'cash');
  const taken = withdrawals.filter((w) => w.driver === driver);
  const collectedFils = sumFils(jobs.map((j) => toFils(j.amount ?? 0)));
  const withdrawnFils = sumFils(taken.map((w) => toFils(w.amount)));
  return { jobs, withdrawals: taken, collectedFils, withdrawnFils, balanceFils: collectedFils - withdrawnFils };
}

/**
 * `Idempotency-Key` → the withdrawal it made, per shop: a retry whose first attempt went through
 * (its answer lost on the way) gets that withdrawal back instead of taking the cash twice.
 */
const withdrawnByKey = new Map<string, string>();

const withdraw = staffRoute('vendorDeliveryServicesWalletMakeWithdrawBalance', ({ ctx, shop, f }) => {
  const key = readIdempotencyKey(ctx.request);
  const replay = key ? db().tables.withdrawals.find((w) => w.id === withdrawnByKey.get(`${shop} ${key}`)) : undefined;
  if (replay) return ok({ withdrawal: replay, balance: toAed(driverLedger(replay.driver).balanceFils) }, { status: 201 });
  if (readId(f, 'cc') !== ownFleetId(shop)) throw notFound('Delivery service');
  const driver = findOr404(ownDrivers(shop), readId(f, 'driver'), 'Driver');
  const amount = readAed(f, 'amount', { min: 0.01, max: 1_000_000 });
  const { balanceFils } = driverLedger(driver.id);
  if (toFils(amount) > balanceFils) throw conflict(`${driver.name} holds only AED ${aedText(balanceFils)}.`, 'insufficient_balance');
  const { tables, touch, nextId } = db();
  const createdAt = new Date().toISOString();
  const withdrawal: WalletWithdrawal = { id: nextId('wd'), cc: ownFleetId(shop), driver: driver.id, amount, createdAt };
  tables.withdrawals.push(withdrawal);
  if (key) withdrawnByKey.set(`${shop} ${key}`, withdrawal.id);
  tables.transactions.push({ id: nextId('txn'), shopId: shop, operation: 'withdrawal', amount, createdAt });
  touch();
  return ok({ withdrawal, balance: toAed(balanceFils - toFils(amount)) }, { status: 201 });
});

const getWallet = staffRoute('deliveryServicesWalletGetWallet', ({ shop }) => {
  const drivers = ownDrivers(shop).map((d) => ({
    driver: d.id,
    name: d.name,
    walletId: walletIdOf(d.id),
    balance: toAed(driverLedger(d.id).balanceFils),
  }));
  const ids = new Set(drivers.map((d) => d.driver));
  return ok({
    id: walletIdOf(ownFleetId(shop)),
    cc: ownFleetId(shop),
    currency: 'AED',
    balance: toAed(sumFils(drivers.map((d) => toFils(d.balance)))),
    drivers,
    withdrawals: db()
      .tables.withdrawals.filter((w) => ids.has(w.driver))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
});

const getDriverWallet = staffRoute('deliveryServicesWalletGetDriverWallet', ({ shop, f }) => {
  const walletId = readId(f, 'walletId');
  const driver = ownDrivers(shop).find((d) => walletIdOf(d.id) === walletId);
  if (!driver) throw notFound('Wallet');
  const ledger = driverLedger(driver.id);
  return ok({
    id: walletId,
    driver: driver.id,
    name: driver.name,
    currency: 'AED',
    balance: toAed(ledger.balanceFils),
    collected: toAed(ledger.collectedFils),
    withdrawn: toAed(ledger.withdrawnFils),
    withdrawals: [...ledger.withdrawals].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    jobs: ledger.jobs.map(({ id, amount, name, createdAt }) => ({ id, amount, name, createdAt })),
  });
});

export const vendorWalletScenarios = domainScenarios({
  names,
  handlers: [withdraw, getWallet, getDriverWallet],
  empty: [
    staffRoute('deliveryServicesWalletGetWallet', ({ shop }) =>
      ok({ id: walletIdOf(ownFleetId(shop)), cc: ownFleetId(shop), currency: 'AED', balance: 0, drivers: [], withdrawals: [] }),
    ),
  ],
});
