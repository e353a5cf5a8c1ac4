/**
 * Search and role filter of the POS users list. The call answers the whole list (vendor spec
 * §7: GET /pos/users takes only the shop), so the browser keeps the rows that match: the
 * query's words must all occur in the name, the e-mail or the phone (written as stored,
 * with a leading 0, or with the country code; Arabic-Indic digits count as digits).
 */
import { foldForSearch, matchesTerms, searchTerms, type PosUser } from '@dukkan/core';

export const POS_ROLES = ['cashier', 'kitchen'] as const;
export type PosRole = (typeof POS_ROLES)[number];

export function isPosRole(value: unknown): value is PosRole {
  return typeof value === 'string' && (POS_ROLES as readonly string[]).includes(value);
}

function haystack(user: PosUser): string {
  const national = user.phone.replace(/\D/g, '');
  return foldForSearch([user.fullName, user.emailAddress, national, `0${national}`, `${user.countryCode}${national}`].join(' '));
}

/** The `keep` of the list: true when the user matches the query (if any) and has the role (if any). */
export function posUserFilter(query: string, role: PosRole | undefined): (user: PosUser) => boolean {
  const terms = searchTerms(query);
  return (user) => {
    if (role === 'cashier' && !user.isCashier) return false;
    if (role === 'kitchen' && !user.isKitchen) return false;
    return terms.length === 0 || matchesTerms(haystack(user), terms);
  };
}
