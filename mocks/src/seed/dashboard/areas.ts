/**
 * Vendor rows (customers' areas, delivery areas) point at the areas of the storefront
 * seed, read from that seed itself so the two can never drift apart.
 */
import { seedAreas } from '../people.ts';

export interface SeedAreaIds {
  all: readonly string[];
  /** Areas the storefront seed marks as served: the shop's delivery areas come from these. */
  delivering: readonly string[];
}

export function seedAreaIds(): SeedAreaIds {
  const areas = seedAreas();
  return { all: areas.map((a) => a.id), delivering: areas.filter((a) => a.delivers).map((a) => a.id) };
}
