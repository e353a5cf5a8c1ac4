/**
 * How a rule names another field (confirm, require_one): a bare name is a sibling, in the
 * same group or list row (`password` from `account.password_confirm` is `account.password`);
 * a dotted or indexed path is absolute.
 */
export function resolveReference(fieldName: string, reference: string): string {
  if (/[.[]/.test(reference)) return reference;
  const lastDot = fieldName.lastIndexOf('.');
  return lastDot === -1 ? reference : `${fieldName.slice(0, lastDot)}.${reference}`;
}
