import { describe, expect, it } from 'vitest';
import { apiError } from '@dukkan/core';
import {
  messageFor,
  placeBlocker,
  placeErrorMessage,
  splitWarnings,
  warningMessageId,
  WARNING_MESSAGES,
  type PlaceState,
} from './warnings.ts';

const ready: PlaceState = {
  checkoutLoading: false,
  hasCheckout: true,
  checkoutFailed: false,
  hasBlockingWarning: false,
  missingAddress: false,
  scheduleComplete: true,
  notesTooLong: false,
  hasPaymentType: true,
};

describe('placeBlocker', () => {
  it('lets a complete cart be ordered', () => {
    expect(placeBlocker(ready)).toBeNull();
  });
  it('names the first thing in the way', () => {
    expect(placeBlocker({ ...ready, checkoutLoading: true, missingAddress: true })).toBe('loading');
    expect(placeBlocker({ ...ready, hasCheckout: false })).toBe('loading');
    expect(placeBlocker({ ...ready, hasCheckout: false, checkoutFailed: true })).toBe('checkoutError');
    expect(placeBlocker({ ...ready, hasBlockingWarning: true, missingAddress: true })).toBe('warning');
    expect(placeBlocker({ ...ready, missingAddress: true })).toBe('address');
    expect(placeBlocker({ ...ready, scheduleComplete: false })).toBe('schedule');
    expect(placeBlocker({ ...ready, notesTooLong: true })).toBe('notes');
    expect(placeBlocker({ ...ready, hasPaymentType: false })).toBe('payment');
  });
});

describe('warnings', () => {
  it('splits blocking codes from notices', () => {
    const { blocking, notices } = splitWarnings({
      lines: [],
      bill: [],
      walletBalance: 0,
      warnings: [
        { code: 'shop_busy', message: 'busy' },
        { code: 'out_of_area', message: 'far' },
        { code: 'something_new', message: 'new' },
      ],
    });
    expect(blocking.map((w) => w.code)).toEqual(['out_of_area']);
    expect(notices.map((w) => w.code)).toEqual(['shop_busy', 'something_new']);
  });
  it('gives every warning a translated line: an unknown code gets the general one, never the server’s words', () => {
    expect(warningMessageId('shop_busy')).toBe('storefront.cart.warning.shopBusy');
    for (const code of ['something_new', 'constructor', '__proto__', '', '<img src=x onerror=alert(1)>']) {
      expect(warningMessageId(code)).toBe('storefront.cart.warning.other');
    }
  });
  it('reads message ids from own keys only', () => {
    expect(messageFor(WARNING_MESSAGES, 'unavailable')).toBe('storefront.cart.warning.unavailable');
    expect(messageFor(WARNING_MESSAGES, 'constructor')).toBeUndefined();
    expect(messageFor(WARNING_MESSAGES, undefined)).toBeUndefined();
  });
});

describe('placeErrorMessage', () => {
  it('translates known server codes, a lost connection, and anything else', () => {
    expect(placeErrorMessage(apiError('http', 422, 'Below minimum', 'below_min_order'))).toBe('storefront.cart.warning.belowMinOrder');
    expect(placeErrorMessage(apiError('http', 422, 'Wallet', 'insufficient_wallet'))).toBe('storefront.cart.place.error.wallet');
    expect(placeErrorMessage(apiError('network', 0, 'Failed to fetch'))).toBe('storefront.cart.place.error.network');
    expect(placeErrorMessage(apiError('http', 500, 'Internal Server Error', 'internal'))).toBe('storefront.cart.place.error.generic');
    expect(placeErrorMessage(new Error('boom'))).toBe('storefront.cart.place.error.generic');
  });
});
