/**
 * Names of the options chosen in an add-on set. The stored cart keeps only ids and amounts
 * (it is what checkout needs, and names change in the catalogue), so the names come from
 * the shop product's add-on groups when the app has them.
 */
import { localised, type AddonGroup, type CartAddonsSet } from '@dukkan/core';

export interface ChosenGroup {
  /** The group's localised title ("Cut"). */
  title: string;
  /** The localised names of its chosen options ("Steaks"). */
  options: string[];
}

/**
 * The chosen groups of a set, in the set's order, with known names only; an empty list when
 * none of the set's choices can be named (the groups are not loaded or no longer exist).
 */
export function chosenGroups(set: CartAddonsSet, groups: readonly AddonGroup[] | undefined, locale: string): ChosenGroup[] {
  if (!groups) return [];
  return set.addons.flatMap((addon) => {
    const group = groups.find((g) => g.id === addon.id);
    if (!group) return [];
    const options = addon.options.flatMap((chosen) => {
      const option = group.options.find((o) => o.id === chosen.id);
      return option ? [localised(option, 'name', locale)] : [];
    });
    return options.length > 0 ? [{ title: localised(group, 'title', locale), options }] : [];
  });
}
