/** Lookups of the shop's customers, shared by the customer and CRM handlers. */
import type { Customer } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { findOr404 } from './support/index.ts';

export function ownCustomers(shop: string): Customer[] {
  return db().tables.customers.filter((c) => c.shop === shop);
}

export function ownCustomer(shop: string, id: string): Customer {
  return findOr404(ownCustomers(shop), id, 'Customer');
}
