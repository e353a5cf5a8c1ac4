import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormState } from 'react-final-form';
import { Button, Radio, RadioGroup } from '@dukkan/ui';
import { HomeSlider, type HomeSliderLabels } from '../../../storefront/home/HomeSlider/HomeSlider.tsx';
import { Device, DeviceBox, Muted, PreviewChoices, PreviewPanel, SlidePicker } from './SliderEditor.styles.ts';
import { previewSliderOf, type SliderFormValues } from './sliderValues.ts';

/** The widths the storefront is drawn at: a common phone and a laptop. */
export const DEVICE_WIDTHS = { phone: 390, desktop: 1280 } as const;
export type PreviewDevice = keyof typeof DEVICE_WIDTHS;
export type PreviewLanguage = 'en' | 'ar';

export interface SliderPreviewProps {
  urlOf: (file: File) => string;
  /** The first device and language shown (stories show each). */
  initialDevice?: PreviewDevice;
  initialLanguage?: PreviewLanguage;
}

function usePreviewLabels(): HomeSliderLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      region: intl.formatMessage({ id: 'dashboard.marketing.slider.preview.region' }),
      previous: intl.formatMessage({ id: 'dashboard.marketing.slider.preview.previous' }),
      next: intl.formatMessage({ id: 'dashboard.marketing.slider.preview.next' }),
      slideOf: (position: number, total: number) =>
        intl.formatMessage({ id: 'dashboard.marketing.slider.preview.slideOf' }, { position, total }),
      pauseVideo: intl.formatMessage({ id: 'dashboard.marketing.slider.preview.pauseVideo' }),
      playVideo: intl.formatMessage({ id: 'dashboard.marketing.slider.preview.playVideo' }),
    }),
    [intl],
  );
}

/**
 * The live preview: the storefront's own slider component drawn from the form's values as they
 * are typed, at a phone's or a desktop's width (zoomed to fit), in English or in Arabic.
 */
export function SliderPreview({ urlOf, initialDevice = 'phone', initialLanguage }: SliderPreviewProps) {
  const intl = useIntl();
  const labels = usePreviewLabels();
  const [device, setDevice] = useState<PreviewDevice>(initialDevice);
  const [language, setLanguage] = useState<PreviewLanguage>(initialLanguage ?? (intl.locale.startsWith('ar') ? 'ar' : 'en'));
  const { values } = useFormState<SliderFormValues>({ subscription: { values: true } });
  const slider = previewSliderOf(values, urlOf);
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    setRoom(el.clientWidth);
    const observer = new ResizeObserver(() => setRoom(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const [shown, setShown] = useState(0);
  const count = slider.slides.length;
  const at = Math.min(shown, Math.max(0, count - 1));
  const width = DEVICE_WIDTHS[device] + 26;
  const zoom = room > 0 ? Math.min(1, room / width) : 1;
  return (
    <PreviewPanel aria-labelledby="slider-preview-title">
      <h2 id="slider-preview-title">
        <FormattedMessage id="dashboard.marketing.slider.preview.title" />
      </h2>
      <PreviewChoices>
        <RadioGroup
          label={<FormattedMessage id="dashboard.marketing.slider.preview.device" />}
          orientation="horizontal"
          value={device}
          onChange={(v) => setDevice(v === 'desktop' ? 'desktop' : 'phone')}
        >
          <Radio value="phone">
            <FormattedMessage id="dashboard.marketing.slider.preview.phone" />
          </Radio>
          <Radio value="desktop">
            <FormattedMessage id="dashboard.marketing.slider.preview.desktop" />
          </Radio>
        </RadioGroup>
        <RadioGroup
          label={<FormattedMessage id="dashboard.marketing.slider.preview.language" />}
          orientation="horizontal"
          value={language}
          onChange={(v) => setLanguage(v === 'ar' ? 'ar' : 'en')}
        >
          <Radio value="en">
            <FormattedMessage id="dashboard.marketing.slider.preview.english" />
          </Radio>
          <Radio value="ar">
            <FormattedMessage id="dashboard.marketing.slider.preview.arabic" />
          </Radio>
        </RadioGroup>
      </PreviewChoices>
      {count > 1 && slider.displayType === 'carousel' ? (
        <SlidePicker role="group" aria-label={intl.formatMessage({ id: 'dashboard.marketing.slider.preview.show' })}>
          {slider.slides.map((slide, i) => (
            <Button
              key={slide.id}
              variant={i === at ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={i === at}
              onClick={() => setShown(i)}
            >
              {labels.slideOf(i + 1, count)}
            </Button>
          ))}
        </SlidePicker>
      ) : null}
      <DeviceBox ref={box}>
        <Device style={{ inlineSize: width, zoom }} data-device={device}>
          {slider.slides.length > 0 ? (
            <HomeSlider slider={slider} locale={language} labels={labels} preview titleAs="p" index={at} />
          ) : (
            <Muted>
              <FormattedMessage id="dashboard.marketing.slider.preview.empty" />
            </Muted>
          )}
        </Device>
      </DeviceBox>
    </PreviewPanel>
  );
}
