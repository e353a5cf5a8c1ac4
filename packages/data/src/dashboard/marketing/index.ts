export { marketingKeys } from './keys.ts';
export { readSlider, readSliderSettings, type SliderCategory, type SliderSettings, type SliderSubCategory } from './read.ts';
export { useSliderSettings } from './useSlider.ts';
export {
  addSlide,
  IMAGE_REQUIRED_MESSAGE,
  imageRequired,
  saveSlider,
  uploadSlideVideo,
  type CtaDraft,
  type SlideDraft,
  type SliderContext,
  type SliderDraft,
  type SliderSaveResult,
  type SliderStep,
} from './mutations.ts';
export {
  cardKeys,
  deleteNfcCard,
  readNfcCard,
  readNfcCards,
  readSocialCard,
  readSocialCards,
  retargetNfcCard,
  saveNfcCard,
  saveSocialCard,
  useNfcCard,
  useNfcCards,
  useSocialCards,
  type CardsContext,
  type NfcCardDraft,
  type SocialCardDraft,
} from './cards.ts';
