/**
 * Every vendor-side domain of the endpoint registry, by scenario (handlers/types.ts).
 * Keys shared with the storefront's domains carry a `vendor` prefix, so both sides can
 * sit in one `parameters.msw.handlers` object without overwriting each other.
 */
import type { HttpHandler } from 'msw';
import type { DomainScenarios } from '../types.ts';
import { staticFirst } from './support/scenarios.ts';
import { vendorAreaScenarios } from './area.ts';
import { vendorAuthScenarios } from './auth.ts';
import { vendorBlogsScenarios } from './blogs.ts';
import { complaintsScenarios } from './complaints.ts';
import { crmV1Scenarios } from './crm-v1.ts';
import { crmV2Scenarios } from './crm-v2.ts';
import { customersScenarios } from './customers.ts';
import { deliveryScenarios } from './delivery.ts';
import { filtersScenarios } from './filters.ts';
import { nfcScenarios } from './nfc.ts';
import { vendorOrdersScenarios } from './orders.ts';
import { productsScenarios } from './products.ts';
import { requestsScenarios } from './requests.ts';
import { reviewsScenarios } from './reviews.ts';
import { settingsScenarios } from './settings.ts';
import { vendorShopScenarios } from './shop.ts';
import { sliderScenarios } from './slider.ts';
import { socialCardsScenarios } from './social-cards.ts';
import { vendorStatisticsScenarios } from './statistics.ts';
import { transactionsScenarios } from './transactions.ts';
import { usersScenarios } from './users.ts';
import { vendorWalletScenarios } from './wallet.ts';
import { whatsappScenarios } from './whatsapp.ts';

export const vendorDomains: Record<string, DomainScenarios> = {
  vendorAuth: vendorAuthScenarios,
  vendorArea: vendorAreaScenarios,
  vendorShop: vendorShopScenarios,
  vendorBlogs: vendorBlogsScenarios,
  vendorOrders: vendorOrdersScenarios,
  vendorStatistics: vendorStatisticsScenarios,
  vendorWallet: vendorWalletScenarios,
  complaints: complaintsScenarios,
  crmV1: crmV1Scenarios,
  customers: customersScenarios,
  crmV2: crmV2Scenarios,
  delivery: deliveryScenarios,
  filters: filtersScenarios,
  nfc: nfcScenarios,
  products: productsScenarios,
  requests: requestsScenarios,
  reviews: reviewsScenarios,
  settings: settingsScenarios,
  slider: sliderScenarios,
  socialCards: socialCardsScenarios,
  transactions: transactionsScenarios,
  users: usersScenarios,
  whatsapp: whatsappScenarios,
};

/**
 * Every domain's default handlers in one list, static paths first across domains too
 * (`/customer/list` before `/customer/:id`): what a server or worker mounts.
 */
export function vendorDefaultHandlers(): HttpHandler[] {
  return staticFirst(Object.values(vendorDomains).flatMap((domain) => domain.default));
}
