/** Every customer-side domain's scenarios, keyed by the registry's domain names. */
import type { DomainScenarios } from '../types.ts';
import { accountScenarios } from './account.ts';
import { addressScenarios } from './address.ts';
import { areaScenarios } from './area.ts';
import { authScenarios } from './auth.ts';
import { blogsScenarios } from './blogs.ts';
import { cartScenarios } from './cart.ts';
import { catalogueScenarios } from './catalogue.ts';
import { ordersScenarios } from './orders.ts';
import { paymentScenarios } from './payment.ts';
import { shopScenarios } from './shop.ts';
import { statisticsScenarios } from './statistics.ts';
import { walletScenarios } from './wallet.ts';

export { ADDRESS_FIELD_ORDER, type AddressFieldName } from './address.ts';
export { recordOtp } from './auth.ts';
export { HOSTILE_BLOG_ID, HOSTILE_FLAG, HOSTILE_TITLE, hostileBlog } from './blogs.hostile.ts';

export const customerDomains: Record<string, DomainScenarios> = {
  auth: authScenarios,
  account: accountScenarios,
  address: addressScenarios,
  area: areaScenarios,
  shop: shopScenarios,
  catalogue: catalogueScenarios,
  cart: cartScenarios,
  orders: ordersScenarios,
  payment: paymentScenarios,
  blogs: blogsScenarios,
  wallet: walletScenarios,
  statistics: statisticsScenarios,
};
