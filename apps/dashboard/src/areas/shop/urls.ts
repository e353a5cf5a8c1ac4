/** The shop profile area (vendor spec §3 Shop, §7 Shop). */
export const shopUrls = {
  profile: () => '/shop',
};
