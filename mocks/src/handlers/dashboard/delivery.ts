/**
 * Delivery (vendor spec §3 "Delivery job", "Driver", "Delivery area", §7 "Delivery"):
 * jobs, the shop's fleet and carriers, drivers and their accounts, and delivery areas.
 */
import { domainScenarios } from './support/index.ts';
import { areaHandlers, areaNames } from './delivery.areas.ts';
import { fleetEmpty, fleetHandlers, fleetNames } from './delivery.fleet.ts';
import { jobEmpty, jobHandlers, jobNames } from './delivery.jobs.ts';

export const deliveryScenarios = domainScenarios({
  names: [...jobNames, ...fleetNames, ...areaNames],
  handlers: [...jobHandlers, ...fleetHandlers, ...areaHandlers],
  empty: [...jobEmpty, ...fleetEmpty],
});
