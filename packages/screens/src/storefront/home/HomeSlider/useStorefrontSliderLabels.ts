import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { HomeSliderLabels } from './HomeSlider.tsx';

/** The slider's words from the storefront's catalogue (storefront-slider.json). */
export function useStorefrontSliderLabels(): HomeSliderLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      region: intl.formatMessage({ id: 'storefront.slider.region' }),
      previous: intl.formatMessage({ id: 'storefront.slider.previous' }),
      next: intl.formatMessage({ id: 'storefront.slider.next' }),
      slideOf: (position: number, total: number) => intl.formatMessage({ id: 'storefront.slider.slideOf' }, { position, total }),
      pauseVideo: intl.formatMessage({ id: 'storefront.slider.pauseVideo' }),
      playVideo: intl.formatMessage({ id: 'storefront.slider.playVideo' }),
    }),
    [intl],
  );
}
