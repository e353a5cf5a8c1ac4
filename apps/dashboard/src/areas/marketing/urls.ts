/** The marketing area (vendor spec §7 Slider, Social cards, Filters and NFC; issue #14). */
export const marketingUrls = {
  slider: () => '/marketing/slider',
  socialCards: () => '/marketing/social-cards',
  nfcCards: () => '/marketing/nfc-cards',
};
