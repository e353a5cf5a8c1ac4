// The shop profile area (issue #10): details, areas, and the profile's calls.
export { shopProfileKeys } from './keys.ts';
export { readShopDetails, SOCIAL_MEDIA_KEYS, type ShopDetails, type SocialMediaKey } from './readShopDetails.ts';
export { readShopAreas, useShopAreas, useShopDetails, type ShopArea } from './useShopDetails.ts';
export {
  deleteShopImage,
  deleteShopVideo,
  saveShopProfile,
  saveShopVideoLinks,
  setPrimaryShopImage,
  SHOP_PROFILE_PARTS,
  uploadShopImage,
  uploadShopVideo,
  VIDEO_NOT_FOUND_MESSAGE,
  type ShopAddressChange,
  type ShopInfoChange,
  type ShopProfileChanges,
  type ShopProfilePart,
  type ShopProfileSaveResult,
  type ShopSocialChange,
  type VideoSide,
  type VideoSideChoice,
} from './mutations.ts';
export { useShopProfileActions, type ShopProfileActions } from './useShopProfileActions.ts';
