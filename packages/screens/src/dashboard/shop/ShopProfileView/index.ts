export { ShopProfileView, type ShopProfileViewProps } from './ShopProfileView.tsx';
export type { ShopProfileArea } from './ShopProfileAddress.tsx';
export type { VideoSideChoice, VideoSideName, VideoSource } from './ShopProfileVideo.tsx';
export {
  profileChanges,
  profileValuesOf,
  SOCIAL_NETWORKS,
  type ShopProfileChanges,
  type ShopProfileData,
  type ShopProfilePart,
  type ShopProfileSaveOutcome,
  type ShopProfileValues,
  type SocialNetworkKey,
} from './shopProfileValues.ts';
