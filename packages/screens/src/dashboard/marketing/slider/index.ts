export { SliderEditor, type SliderEditorProps, type SliderSaveOutcome, type SliderSaveProblem } from './SliderEditor.tsx';
export type { SliderTargetCategory, SliderTargetProduct } from './SliderCta.tsx';
export type { PreviewDevice, PreviewLanguage } from './SliderPreview.tsx';
export type { SliderEditorDraft } from './sliderValues.ts';
