export { SocialCardsView, type SocialCardsViewProps } from './SocialCardsView.tsx';
export { SocialCardDialog, type SocialCardDialogProps, type SocialCardFormValues } from './SocialCardDialog.tsx';
export { SocialCardPreviews, type SocialCardPreviewsProps } from './SocialCardPreviews.tsx';
export { cutWarnings, MAX_SOCIAL_CARDS, PLATFORM_LIMITS, type CutWarning, type SocialPlatform } from './socialLimits.ts';
