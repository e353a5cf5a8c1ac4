import { describe, expect, it } from 'vitest';
import { CART_ALERTS, normalisePromoCode, promoOutcome } from './promo.ts';

const promotion = { id: 'promo-1', code: 'WELCOME10', kind: 'percent' as const, value: 10 };

describe('promotion outcome (customer spec §4, §5, §8)', () => {
  it('applies only when the answer is valid and holds a promotion', () => {
    expect(promoOutcome({ data: { valid: true, promotion }, error: null })).toEqual({ kind: 'applied', promotion });
    expect(promoOutcome({ data: { valid: true }, error: null }).kind).toBe('invalid');
    expect(promoOutcome({ data: { valid: false, promotion }, error: null }).kind).toBe('invalid');
    expect(promoOutcome({ data: { valid: true, promotion: { id: 'x' } } as never, error: null }).kind).toBe('invalid');
  });

  it('gives the invalid-promo alert texts for an invalid code and the promo alert texts for a failed request', () => {
    expect(promoOutcome({ data: { valid: false }, error: null })).toEqual({
      kind: 'invalid',
      alert: { title: 'use_cart_alert_error', message: 'use_cart_alert_invalid_promo' },
    });
    const failed = promoOutcome({ data: null, error: { kind: 'http', status: 500, message: 'boom' } });
    expect(failed).toMatchObject({ kind: 'failed', alert: { title: 'use_cart_alert_error', message: 'use_cart_alert_promo' } });
    expect(CART_ALERTS.loginToOrder).toEqual({ title: 'use_cart_alert_required_login', message: 'use_cart_alert_login_order' });
  });

  it('trims codes and refuses empty ones', () => {
    expect(normalisePromoCode('  save5 ')).toBe('save5');
    expect(normalisePromoCode('   ')).toBeNull();
    // The table's limit in code points: 40 emoji (80 UTF-16 units) go, a 41st character does not.
    expect(normalisePromoCode('🎁'.repeat(40))).toBe('🎁'.repeat(40));
    expect(normalisePromoCode(`${'A'.repeat(40)}🎁`)).toBeNull();
  });
});
