import { normalisePhone, type CustomRule } from '@dukkan/ui';

/**
 * A form-layer rule for the phone field (its value is E.164): a number PhoneInput accepts as
 * valid, i.e. a UAE mobile for +971. `message` is the screen's own message id.
 */
export function mobileRule(message: string): CustomRule {
  return { name: 'mobile', validate: ({ value }) => normalisePhone(String(value ?? '')).valid, message: { id: message } };
}
