import type { PosUser } from '@dukkan/core';

/**
 * A stored phone as people read it: `+971 50 123 4567` for a UAE mobile, the digits after
 * the code otherwise. Shown in an LTR isolate in both languages.
 */
export function phoneText({ countryCode, phone }: Pick<PosUser, 'countryCode' | 'phone'>): string {
  const digits = phone.replace(/\D/g, '');
  const code = countryCode ? `+${countryCode} ` : '';
  if (countryCode === '971' && digits.length === 9) return `${code}${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
  return `${code}${digits}`;
}

/** The role message ids of a POS user, cashier first. */
export function roleMessageIds(user: Pick<PosUser, 'isCashier' | 'isKitchen'>): string[] {
  return [...(user.isCashier ? ['dashboard.role.cashier'] : []), ...(user.isKitchen ? ['dashboard.role.kitchen'] : [])];
}
