import { useEffect, useRef, useState } from 'react';
import type { HomeSliderLabels } from './HomeSlider.tsx';
import { Media, RoundButton } from './HomeSlider.styles.ts';

/**
 * A muted background video that loops, with a pause button (WCAG 2.2.2: moving content that
 * lasts more than five seconds can be paused). It does not start by itself for people who
 * asked for less motion.
 */
export function HomeSliderVideo({ src, poster, labels }: { src: string; poster: string | undefined; labels: HomeSliderLabels }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const el = video.current;
    if (!el || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    el.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  }, [src]);
  const toggle = () => {
    const el = video.current;
    if (!el) return;
    if (el.paused) void el.play().then(() => setPlaying(true));
    else {
      el.pause();
      setPlaying(false);
    }
  };
  return (
    <>
      <Media as="video" ref={video} src={src} poster={poster} muted loop playsInline aria-hidden="true" />
      <RoundButton
        type="button"
        style={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8, paddingInline: 12 }}
        onClick={toggle}
      >
        {playing ? labels.pauseVideo : labels.playVideo}
      </RoundButton>
    </>
  );
}
