/** The marketing area (vendor spec §7 Slider; issue #14). */
export const marketingUrls = {
  slider: () => '/marketing/slider',
};
