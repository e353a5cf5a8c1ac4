export { HomeSlider, type HomeSliderLabels, type HomeSliderProps } from './HomeSlider.tsx';
export { useStorefrontSliderLabels } from './useStorefrontSliderLabels.ts';
