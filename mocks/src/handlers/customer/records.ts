/**
 * Table rows carry bookkeeping fields (owner, shop, flags) that are not part of the wire
 * types; these helpers strip them before a row leaves the mock backend.
 */
import type { Address, PaymentSource, Promotion, ShopProduct, Wallet, WalletEntry } from '@dukkan/core';
import type { CustomerTables } from '../../db/tables.customer.ts';

export function toWireAddress(row: CustomerTables['addresses'][number]): Address {
  const { user: _user, ...address } = row;
  return address;
}

export function toWirePromotion(row: CustomerTables['promotions'][number]): Promotion {
  const { shop: _shop, active: _active, minOrder: _minOrder, ...promotion } = row;
  return promotion;
}

export function toWireWallet(row: CustomerTables['wallets'][number]): Wallet {
  const { user: _user, ...wallet } = row;
  return wallet;
}

export function toWireWalletEntry(row: CustomerTables['walletEntries'][number]): WalletEntry {
  const { user: _user, ...entry } = row;
  return entry;
}

export function toWirePaymentSource(row: CustomerTables['paymentSources'][number]): PaymentSource {
  const { user: _user, ...source } = row;
  return source;
}

export type ShopProductRow = CustomerTables['shopProducts'][number];

export function toWireShopProduct(row: ShopProductRow): ShopProduct {
  const { shop: _shop, ...shopProduct } = row;
  return shopProduct;
}
