import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardProblem, expiryIsValid, passesLuhn, validCardBrand, type CardDetails } from '@dukkan/core';
import { createSandboxPaymentProvider, SANDBOX_TEST_CARDS } from './provider.ts';

/** 15 March 2026, noon UTC. */
const NOW = Date.UTC(2026, 2, 15, 12);
const clock = { now: () => NOW };
const card = (over: Partial<CardDetails> = {}): CardDetails => ({
  number: '4242 4242 4242 4242',
  expiryMonth: 12,
  expiryYear: 2028,
  cvc: '123',
  ...over,
});

describe('card rules', () => {
  it('runs the Luhn check on the digits', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('4242x42424242424')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('knows the accepted networks by prefix and length', () => {
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5454545454545454')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('341111111111111')).toBe('amex');
    expect(cardBrandOf('6011111111111117')).toBeNull();
    expect(validCardBrand('4222 2222 2222 2')).toBe('visa');
    expect(validCardBrand('3782 822463 10005')).toBe('amex');
    expect(validCardBrand('3782-822463-10005')).toBe('amex');
    // Luhn-valid but not a network the shop takes (Discover), or the wrong length for amex.
    expect(validCardBrand('6011 1111 1111 1117')).toBeNull();
    expect(validCardBrand('3782822463100053')).toBeNull();
    expect(validCardBrand('4242 4242 4242 424a')).toBeNull();
  });

  it('accepts a card through the last day of its expiry month', () => {
    expect(expiryIsValid(3, 2026, NOW)).toBe(true);
    expect(expiryIsValid(3, 26, NOW)).toBe(true);
    expect(expiryIsValid(2, 2026, NOW)).toBe(false);
    expect(expiryIsValid(12, 2025, NOW)).toBe(false);
    expect(expiryIsValid(1, 2027, NOW)).toBe(true);
    expect(expiryIsValid(13, 2027, NOW)).toBe(false);
    expect(expiryIsValid(0, 2027, NOW)).toBe(false);
    expect(expiryIsValid(1.5, 2027, NOW)).toBe(false);
    expect(expiryIsValid(12, 2046, NOW)).toBe(true);
    expect(expiryIsValid(1, 2047, NOW)).toBe(false);
    // The first instant of April 2026 UTC: March cards have expired.
    expect(expiryIsValid(3, 2026, Date.UTC(2026, 3, 1))).toBe(false);
  });

  it('reports the first problem of a card, in form order', () => {
    expect(cardProblem(card(), NOW)).toBeNull();
    expect(cardProblem(card({ number: '4242 4242 4242 4241', expiryYear: 2020, cvc: '' }), NOW)).toBe('invalid_number');
    expect(cardProblem(card({ expiryYear: 2020, cvc: '' }), NOW)).toBe('invalid_expiry');
    expect(cardProblem(card({ cvc: '12' }), NOW)).toBe('invalid_cvc');
    expect(cardProblem(card({ cvc: '1234' }), NOW)).toBe('invalid_cvc');
    expect(cardProblem(card({ number: SANDBOX_TEST_CARDS.amex, cvc: '123' }), NOW)).toBe('invalid_cvc');
    expect(cardProblem(card({ number: SANDBOX_TEST_CARDS.amex, cvc: '1234' }), NOW)).toBeNull();
  });
});

describe('the sandbox payment provider', () => {
  const provider = createSandboxPaymentProvider({ clock });

  it('maps the test cards to the sandbox tokens the mock API knows', async () => {
    await expect(provider.tokenize(card({ number: '4242 4242 4242 4242' }))).resolves.toEqual({ token: 'tok_visa_4242' });
    await expect(provider.tokenize(card({ number: '5454 5454 5454 5454' }))).resolves.toEqual({ token: 'tok_mastercard_5454' });
    await expect(provider.tokenize(card({ number: '3782 822463 10005', cvc: '1234' }))).resolves.toEqual({ token: 'tok_amex_0005' });
    await expect(provider.tokenize(card({ number: '4000 0000 0000 0002' }))).resolves.toEqual({ token: 'tok_fail' });
  });

  it('gives any other valid card a token of its brand and last four digits', async () => {
    await expect(provider.tokenize(card({ number: '4111111111111111' }))).resolves.toEqual({ token: 'tok_visa_1111' });
    await expect(provider.tokenize(card({ number: '2223 0031 2200 3222' }))).resolves.toEqual({ token: 'tok_mastercard_3222' });
  });

  it('refuses what a real SDK refuses, before anything is sent', async () => {
    await expect(provider.tokenize(card({ number: '4242 4242 4242 4241' }))).resolves.toEqual({ error: 'invalid_number' });
    await expect(provider.tokenize(card({ number: '6011111111111117' }))).resolves.toEqual({ error: 'invalid_number' });
    await expect(provider.tokenize(card({ expiryMonth: 2, expiryYear: 2026 }))).resolves.toEqual({ error: 'invalid_expiry' });
    await expect(provider.tokenize(card({ cvc: '12a' }))).resolves.toEqual({ error: 'invalid_cvc' });
  });

  it('reads the expiry against the injected clock', async () => {
    const later = createSandboxPaymentProvider({ clock: { now: () => Date.UTC(2029, 0, 1) } });
    await expect(later.tokenize(card({ expiryMonth: 12, expiryYear: 2028 }))).resolves.toEqual({ error: 'invalid_expiry' });
    await expect(provider.tokenize(card({ expiryMonth: 12, expiryYear: 2028 }))).resolves.toEqual({ token: 'tok_visa_4242' });
  });
});
