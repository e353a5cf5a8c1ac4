import { describe, expect, it } from 'vitest';
import type { Shop } from '../model/customer.ts';
import { readShopInfo, safeWebHref, shopPhone, shopText, textParagraphs } from './info.ts';

const base: Shop = {
  id: 'shop-1',
  name: 'Al Waha Fresh Market',
  name_ar: 'سوق الواحة الطازج',
  images: [],
  showType: 'default',
  mainCategories: [],
  currency: 'AED',
};

/** What a hostile or broken answer may carry, whatever the type says. */
const wire = (fields: Record<string, unknown>): Shop => ({ ...base, ...fields }) as Shop;

describe('the shop phone (decision 0037)', () => {
  it('reads international and local UAE numbers and groups them for reading', () => {
    expect(shopPhone('+97143456789')).toEqual({ tel: '+97143456789', display: '+971 4 345 6789' });
    expect(shopPhone('04 345 6789')).toEqual({ tel: '+97143456789', display: '+971 4 345 6789' });
    expect(shopPhone('00971 50 123 4567')).toEqual({ tel: '+971501234567', display: '+971 50 123 4567' });
    expect(shopPhone('501234567')).toEqual({ tel: '+971501234567', display: '+971 50 123 4567' });
    expect(shopPhone('(050) 123-4567')).toEqual({ tel: '+971501234567', display: '+971 50 123 4567' });
    expect(shopPhone('+966112345678')).toEqual({ tel: '+966112345678', display: '+966112345678' });
  });

  it('is null for anything that is not a phone number', () => {
    for (const value of ['', '   ', 'call us', '123', 'javascript:alert(1)', '+97143456789;', null, 971, {}]) {
      expect(shopPhone(value)).toBeNull();
    }
  });
});

describe('shop links', () => {
  it('keeps only absolute http and https links', () => {
    expect(safeWebHref('https://instagram.com/alwaha')).toBe('https://instagram.com/alwaha');
    expect(safeWebHref('http://example.ae/x')).toBe('http://example.ae/x');
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:shop@example.ae',
      'tel:+97143456789',
      '//evil.example',
      '/relative',
      'instagram.com/alwaha',
      `https://example.ae/${'a'.repeat(3000)}`,
      42,
    ]) {
      expect(safeWebHref(value)).toBeNull();
    }
  });
});

describe('shop texts', () => {
  it('are plain text: trimmed, control characters dropped, line breaks kept, blank is undefined', () => {
    expect(shopText('  Fresh\r\nevery day\u0007  ')).toBe('Fresh\nevery day');
    expect(shopText(' \n ')).toBeUndefined();
    expect(shopText(12)).toBeUndefined();
    expect(shopText('x'.repeat(30), 10)).toBe('x'.repeat(10));
  });

  it('split into paragraphs at blank lines', () => {
    expect(textParagraphs('One\nstill one\n\n  Two  \n \n\nThree')).toEqual(['One\nstill one', 'Two', 'Three']);
  });
});

describe('readShopInfo', () => {
  it('reads the seeded kind of shop', () => {
    const info = readShopInfo(
      wire({
        info: 'A family market.',
        info_ar: 'سوق عائلي.',
        phone: '+97143456789',
        address: 'Al Barsha 1, Dubai',
        images: [
          { id: 'a', url: '/a.svg' },
          { id: 'b', url: '/b.svg', primary: true },
        ],
        deliveryTime: 45,
        minOrder: 30,
        deliveryFee: 7.5,
        busy: false,
        deliveryMethods: ['delivery', 'pickup', 'dine_in'],
        socialMedia: { facebook: 'https://facebook.com/alwaha', instagram: 'https://instagram.com/alwaha' },
        hours: [{ day: 1, open: '07:00', close: '23:00', closed: false }],
      }),
    );
    expect(info).toMatchObject({
      name: 'Al Waha Fresh Market',
      name_ar: 'سوق الواحة الطازج',
      info: 'A family market.',
      info_ar: 'سوق عائلي.',
      address: 'Al Barsha 1, Dubai',
      image: '/b.svg',
      phone: { tel: '+97143456789' },
      deliveryMinutes: 45,
      minOrderFils: 3000,
      deliveryFeeFils: 750,
      busy: false,
      methods: { delivery: true, pickup: true, dineIn: true },
      hours: [{ day: 1, open: '07:00', close: '23:00', closed: false }],
    });
    // The contact page's order, whatever the answer's order.
    expect(info.social).toEqual([
      { network: 'instagram', href: 'https://instagram.com/alwaha' },
      { network: 'facebook', href: 'https://facebook.com/alwaha' },
    ]);
    expect(info.apps).toEqual([]);
  });

  it('drops hostile links and unreadable fields instead of failing', () => {
    const info = readShopInfo(
      wire({
        name: 42,
        name_ar: undefined,
        info: '   ',
        phone: 'none',
        images: [{ id: 'x', url: 'javascript:alert(1)', primary: true }],
        deliveryTime: -5,
        minOrder: 'thirty',
        busy: 'yes',
        deliveryMethods: 'dine_in',
        socialMedia: {
          instagram: 'javascript:alert(document.cookie)',
          facebook: 'data:text/html,<b>x</b>',
          tiktok: 'https://tiktok.com/@alwaha',
          myspace: 'https://myspace.com/alwaha',
        },
        appLinks: { ios: 'itms-apps://apps.apple.com/app/id1', android: 'https://play.google.com/store/apps/details?id=ae.alwaha' },
        hours: [{ day: 8, open: '07:00', close: '23:00', closed: false }, 'x', { day: 1, open: '7am', close: '23:00', closed: false }],
      }),
    );
    expect(info).toEqual({
      name: '',
      phone: null,
      social: [{ network: 'tiktok', href: 'https://tiktok.com/@alwaha' }],
      apps: [{ store: 'android', href: 'https://play.google.com/store/apps/details?id=ae.alwaha' }],
      busy: false,
      methods: null,
      hours: [],
    });
  });

  it('does not read links from the prototype', () => {
    const socialMedia = Object.create({ instagram: 'https://instagram.com/inherited' }) as Record<string, unknown>;
    expect(readShopInfo(wire({ socialMedia })).social).toEqual([]);
  });
});
