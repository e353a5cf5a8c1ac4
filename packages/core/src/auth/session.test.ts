import { describe, expect, it } from 'vitest';
import { detailsRedirect, requireAuthRedirect, requireLoggedOutRedirect, verifyOtpRedirect } from './guards.ts';
import { afterLoginDestination, isInternalRoute, needsInfo, readAuthResult, readUser, skipDestination, staffFlags } from './session.ts';

describe('after-login destinations (customer spec §4)', () => {
  it('goes to /login/details while the profile needs info, keeping the remembered route', () => {
    expect(afterLoginDestination({ fullName: '' }, '/orders')).toEqual({ path: '/login/details', consumesDestRoute: false });
    expect(afterLoginDestination({}, null).path).toBe('/login/details');
  });

  it('else goes to the remembered route (which is then cleared), else to /', () => {
    expect(afterLoginDestination({ fullName: 'Mariam' }, '/cart')).toEqual({ path: '/cart', consumesDestRoute: true });
    expect(afterLoginDestination({ fullName: 'Mariam' }, null)).toEqual({ path: '/', consumesDestRoute: false });
  });

  it('never follows a remembered route out of the app', () => {
    for (const route of ['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)']) {
      expect(isInternalRoute(route)).toBe(false);
      expect(afterLoginDestination({ fullName: 'M' }, route).path).toBe('/');
      expect(skipDestination(route)).toBe('/');
    }
    expect(skipDestination('/cart')).toBe('/cart');
    expect(skipDestination(null)).toBe('/');
  });

  it('treats a blank full name as missing', () => {
    expect(needsInfo({ fullName: '   ' })).toBe(true);
    expect(needsInfo(null)).toBe(false);
  });
});

describe('route guards (customer spec §2, §4)', () => {
  it('sends logged-out users from login-requiring pages to /login, and logged-in users on from login pages', () => {
    expect(requireAuthRedirect({ loggedIn: false })).toBe('/login');
    expect(requireAuthRedirect({ loggedIn: true })).toBeNull();
    expect(requireLoggedOutRedirect({ loggedIn: true, user: { fullName: 'M' }, destRoute: '/orders' })).toBe('/orders');
    expect(requireLoggedOutRedirect({ loggedIn: false, user: null, destRoute: null })).toBeNull();
  });

  it('keeps /login/verify-otp only while a code is awaited and the phone query is present', () => {
    expect(verifyOtpRedirect({ isWaitingForOTP: true, phoneQuery: '501234567' })).toBeNull();
    expect(verifyOtpRedirect({ isWaitingForOTP: true, phoneQuery: null })).toBe('/login');
    expect(verifyOtpRedirect({ isWaitingForOTP: false, phoneQuery: '501234567' })).toBe('/login');
  });

  it('keeps /login/details only while the profile still needs completing', () => {
    expect(detailsRedirect({ loggedIn: true, user: { fullName: '' }, destRoute: null })).toBeNull();
    expect(detailsRedirect({ loggedIn: true, user: { fullName: 'M' }, destRoute: '/cart' })).toBe('/cart');
    expect(detailsRedirect({ loggedIn: false, user: null, destRoute: null })).toBe('/login');
  });
});

describe('sign-in answers', () => {
  it('needs the user, the token and the refresh token, and keeps only known user fields', () => {
    const user = { id: 'u1', fullName: 'M', phone: '5', countryCode: '971', isSeller: true, password: 'x', __proto__: { admin: true } };
    const result = readAuthResult({ user, token: 'at', refreshToken: 'rt' });
    expect(result?.user).toEqual({
      id: 'u1',
      fullName: 'M',
      phone: '5',
      countryCode: '971',
      isSeller: true,
      isCashier: false,
      isKitchen: false,
      isLead: false,
    });
    expect(readAuthResult({ user, token: 'at' })).toBeNull();
    expect(readAuthResult({ token: 'at', refreshToken: 'rt' })).toBeNull();
    expect(readUser({ fullName: 'no id' })).toBeNull();
    expect(staffFlags(null)).toEqual({ isSeller: false, isCashier: false, isKitchen: false, isLead: false });
  });
});
