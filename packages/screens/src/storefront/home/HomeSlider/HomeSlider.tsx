import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { localised, safeImageSrc, type Slider } from '@dukkan/core';
import { ChevronBackIcon, ChevronNextIcon, Link } from '@dukkan/ui';
import {
  Controls,
  Cta,
  Description,
  Dots,
  Frame,
  Media,
  Overlay,
  RoundButton,
  SlideItem,
  Text,
  Title,
  Track,
} from './HomeSlider.styles.ts';
import { HomeSliderVideo } from './HomeSliderVideo.tsx';

/**
 * A slide's picture or video as the wire gives it: shown only from http(s) or a path on the
 * site (a `javascript:` or `data:` address is dropped, issue #18); the dashboard's preview also
 * shows a picked file through its `blob:` address.
 */
function mediaSrc(value: string | undefined, preview: boolean): string | undefined {
  if (preview && value?.startsWith('blob:')) return value;
  return safeImageSrc(value) ?? undefined;
}

/** The slider's own words, already translated by the app that shows it (storefront or dashboard preview). */
export interface HomeSliderLabels {
  region: string;
  previous: string;
  next: string;
  /** "Slide 2 of 4" */
  slideOf: (position: number, total: number) => string;
  pauseVideo: string;
  playVideo: string;
}

export interface HomeSliderProps {
  slider: Slider;
  /** The language of the slides' texts; the dashboard's preview shows either in either interface. */
  locale: 'en' | 'ar';
  labels: HomeSliderLabels;
  /** Where the button goes; without it (or in a preview) the button is drawn but is not a link. */
  ctaHref?: string;
  preview?: boolean;
  /** The slides' titles are h2 on the home page and plain text in a preview. */
  titleAs?: 'h2' | 'p';
  /** A preview's slide, chosen by the editor's buttons (the preview's own controls are a picture only). */
  index?: number;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The storefront's header slider (vendor spec §3 "Slider"), with no library: a scroll-snap
 * track that a finger swipes, arrow buttons and numbered buttons that a keyboard reaches, and
 * the track itself focusable so arrow keys scroll it. The slides run from the inline start, so
 * in Arabic the first is on the right. Motion is instant for people who asked for less.
 * Display type "image" shows the first slide alone, "video" the first slide's video.
 */
export function HomeSlider({ slider, locale, labels, ctaHref, preview = false, titleAs = 'h2', index }: HomeSliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const slides = slider.displayType === 'carousel' ? slider.slides : slider.slides.slice(0, 1);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const total = slides.length;

  const scrollTo = (to: number, behavior: ScrollBehavior) => {
    const el = track.current;
    // scrollLeft runs negative from the start in a right-to-left box.
    if (el) el.scrollTo({ left: to * el.clientWidth * (dir === 'rtl' ? -1 : 1), behavior });
  };
  const go = (to: number) => {
    const next = (to + total) % total;
    setCurrent(next);
    scrollTo(next, reducedMotion() ? 'instant' : 'smooth');
  };
  useEffect(() => {
    if (index !== undefined) scrollTo(Math.min(index, total - 1), 'instant');
  });
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setCurrent(Math.min(total - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth)));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(total - 1);
    else return;
    event.preventDefault();
  };

  const ctaLabel = slider.cta.enable && slider.cta.actionType !== 'none' ? localised(slider.cta, 'title_btn', locale) : '';
  const showCta = Boolean(ctaLabel) && (preview || Boolean(ctaHref));
  if (total === 0) return null;
  return (
    <Frame dir={dir} lang={locale} aria-roledescription="carousel" aria-label={labels.region}>
      <Track ref={track} data-preview={preview} {...(preview ? {} : { tabIndex: 0, 'aria-label': labels.region, onScroll, onKeyDown })}>
        {slides.map((slide, i) => {
          const title = localised(slide, 'title', locale);
          const description = localised(slide, 'description', locale);
          const image = mediaSrc(slide.image, preview);
          const video = mediaSrc(slide.video, preview);
          return (
            <SlideItem key={slide.id} role="group" aria-roledescription="slide" aria-label={labels.slideOf(i + 1, total)}>
              {slider.displayType === 'video' && video ? (
                <HomeSliderVideo src={video} poster={image} labels={labels} />
              ) : image ? (
                <Media src={image} alt="" loading={i === 0 ? 'eager' : 'lazy'} />
              ) : null}
              {slide.showOverlay ? <Overlay /> : null}
              {title || description ? (
                <Text $overlay={slide.showOverlay}>
                  {title ? <Title as={titleAs}>{title}</Title> : null}
                  {description ? <Description>{description}</Description> : null}
                </Text>
              ) : null}
            </SlideItem>
          );
        })}
      </Track>
      <Controls>
        {showCta ? (
          preview || !ctaHref ? (
            <Cta as="span">{ctaLabel}</Cta>
          ) : (
            <Cta as={Link} href={ctaHref}>
              {ctaLabel}
            </Cta>
          )
        ) : null}
        {total > 1 && preview ? (
          <Dots aria-hidden="true">
            {slides.map((slide, i) => (
              <RoundButton as="span" key={slide.id} aria-current={i === (index ?? 0) ? 'true' : undefined}>
                <bdi>{i + 1}</bdi>
              </RoundButton>
            ))}
          </Dots>
        ) : null}
        {total > 1 && !preview ? (
          <Dots>
            <RoundButton type="button" aria-label={labels.previous} onClick={() => go(current - 1)}>
              <ChevronBackIcon />
            </RoundButton>
            {slides.map((slide, i) => (
              <RoundButton
                key={slide.id}
                type="button"
                aria-label={labels.slideOf(i + 1, total)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <bdi>{i + 1}</bdi>
              </RoundButton>
            ))}
            <RoundButton type="button" aria-label={labels.next} onClick={() => go(current + 1)}>
              <ChevronNextIcon />
            </RoundButton>
          </Dots>
        ) : null}
      </Controls>
    </Frame>
  );
}
