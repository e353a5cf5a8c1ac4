import { describe, expect, it } from 'vitest';
import { isAllowedPaymentRedirect } from './redirect.ts';

const policy = { appOrigin: 'https://shop.dukkan.ae', providerOrigins: ['https://pay.provider.example', 'https://3ds.provider.example'] };
const allowed = (url: unknown) => isAllowedPaymentRedirect(url, policy);

describe('payment redirect check (issue #18 item 7)', () => {
  it.each([
    'https://pay.provider.example/challenge?id=42',
    'https://pay.provider.example',
    'https://3ds.provider.example/acs/step-up#frame',
    'https://PAY.Provider.Example/challenge',
    'https://pay.provider.example:443/challenge',
    'https://shop.dukkan.ae/orders/o-1',
    'https://shop.dukkan.ae/orders/o-1?payment=failed',
  ])('follows %s', (url) => {
    expect(allowed(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.domain)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u001fjavascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example',
    '//pay.provider.example/challenge',
    '/\\evil.example',
    'https://evil.example',
    'https://evil.example/https://pay.provider.example',
    'https://pay.provider.example.evil.com/challenge',
    'https://pay.provider.example@evil.com/',
    'https://user:pass@pay.provider.example/challenge',
    'http://pay.provider.example/challenge',
    'https://pay.provider.example:8443/challenge',
    'https://shop.dukkan.ae.evil.com/orders/o-1',
    'http://shop.dukkan.ae/orders/o-1',
    '/orders/o-1',
    'orders/o-1',
    '',
    ' ',
    'https://',
    'https://pay.provider.example/\u2028',
  ])('refuses %j', (url) => {
    expect(allowed(url)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['https://pay.provider.example'], new URL('https://pay.provider.example')]) {
      expect(allowed(value)).toBe(false);
    }
  });

  it('allows the app origin over http only when the app itself runs on http (local mock mode)', () => {
    const local = { appOrigin: 'http://localhost:5173', providerOrigins: [] };
    expect(isAllowedPaymentRedirect('http://localhost:5173/orders/o-1', local)).toBe(true);
    expect(isAllowedPaymentRedirect('http://localhost:5174/orders/o-1', local)).toBe(false);
    expect(isAllowedPaymentRedirect('https://pay.provider.example/x', local)).toBe(false);
  });

  it('ignores a provider origin that is not an https origin', () => {
    const loose = { appOrigin: 'https://shop.dukkan.ae', providerOrigins: ['http://pay.provider.example', 'javascript:', '*', ''] };
    expect(isAllowedPaymentRedirect('http://pay.provider.example/x', loose)).toBe(false);
    expect(isAllowedPaymentRedirect('javascript:alert(1)', loose)).toBe(false);
    expect(isAllowedPaymentRedirect('https://evil.example', loose)).toBe(false);
  });
});
