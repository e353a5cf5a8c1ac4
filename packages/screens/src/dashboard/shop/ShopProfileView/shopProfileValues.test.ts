import { describe, expect, it } from 'vitest';
import {
  changedParts,
  isWebLink,
  isWhatsappNumber,
  latinDigits,
  profileChanges,
  profileValuesOf,
  type ShopProfileData,
} from './shopProfileValues.ts';

const data: ShopProfileData = {
  shop: { name: 'Al Waha', name_ar: 'الواحة', headline: 'Fresh', images: [], latlng: [25.11, 55.19], address: 'Al Barsha' },
  video: null,
  socialMedia: { instagram: 'https://instagram.com/alwaha', whatsapp: 'https://wa.me/971501112233' },
};

describe('the shop profile form', () => {
  it('starts from the details, with empty text for what is not set', () => {
    const values = profileValuesOf(data);
    expect(values).toMatchObject({
      name: 'Al Waha',
      headline_ar: '',
      info: '',
      latlng: [25.11, 55.19],
      address_ar: '',
      facebook: '',
      instagram: 'https://instagram.com/alwaha',
    });
  });

  it('sends only the parts that changed, trimmed', () => {
    const initial = profileValuesOf(data);
    expect(profileChanges(initial, { ...initial })).toEqual({});
    const changes = profileChanges(initial, { ...initial, headline_ar: '  طازج  ' });
    expect(changes).toEqual({
      texts: { name: 'Al Waha', name_ar: 'الواحة', headline: 'Fresh', headline_ar: 'طازج', info: '', info_ar: '' },
    });
  });

  it('counts a moved pin as a change of the address, not an equal one', () => {
    const initial = profileValuesOf(data);
    expect(changedParts(initial, { ...initial, latlng: [25.11, 55.19] })).toEqual([]);
    expect(profileChanges(initial, { ...initial, latlng: [25.2, 55.27] })).toEqual({
      address: { lat: 25.2, lng: 55.27, address: 'Al Barsha', address_ar: '' },
    });
  });

  it('sends every network with the social part, a WhatsApp number with Latin digits', () => {
    const initial = profileValuesOf(data);
    const changes = profileChanges(initial, { ...initial, whatsapp: '٠٥٠ ١١١ ٢٢٣٣', instagram: '' });
    expect(changes.social).toEqual({
      facebook: '',
      instagram: '',
      tiktok: '',
      snapchat: '',
      youtube: '',
      telegram: '',
      whatsapp: '050 111 2233',
    });
  });

  it('tells a web link and a WhatsApp number', () => {
    expect(isWebLink('https://facebook.com/alwaha')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('ftp://files.example.com')).toBe(false);
    expect(isWhatsappNumber('+971 50 111 2233')).toBe(true);
    expect(isWhatsappNumber('٠٥٠١١١٢٢٣٣')).toBe(true);
    expect(isWhatsappNumber('call me')).toBe(false);
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });
});
