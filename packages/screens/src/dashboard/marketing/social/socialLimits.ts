/**
 * Where the big apps cut a shared link's title and description (docs/decisions/0060): X's card
 * documentation gives 70 and 200; WhatsApp and Facebook publish none, so these are what their
 * link previews showed on a phone in 2026, rounded down. The server's own maxima are 70 and 200.
 */
export const SOCIAL_PLATFORMS = ['whatsapp', 'x', 'facebook'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const PLATFORM_LIMITS: Readonly<Record<SocialPlatform, { title: number; description: number }>> = {
  whatsapp: { title: 60, description: 80 },
  x: { title: 70, description: 200 },
  facebook: { title: 60, description: 110 },
};

export const TITLE_MAX = 70;
export const DESCRIPTION_MAX = 200;
/** A shop keeps at most this many cards (the server refuses the eleventh). */
export const MAX_SOCIAL_CARDS = 10;

/** Counts what a reader sees as characters (an emoji or a letter with its mark is one). */
export function visibleLength(text: string): number {
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length;
}

/** The text as a platform shows it: cut at its limit with an ellipsis. */
export function cutFor(text: string, limit: number): string {
  const graphemes = Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  return graphemes.length <= limit ? text : `${graphemes.slice(0, limit).join('').trimEnd()}…`;
}

export interface CutWarning {
  platform: SocialPlatform;
  field: 'title' | 'description';
  limit: number;
  length: number;
}

/** Every platform that would cut the title or the description, in platform order. */
export function cutWarnings(title: string, description: string): CutWarning[] {
  const lengths = { title: visibleLength(title.trim()), description: visibleLength(description.trim()) };
  return SOCIAL_PLATFORMS.flatMap((platform) =>
    (['title', 'description'] as const)
      .filter((field) => lengths[field] > PLATFORM_LIMITS[platform][field])
      .map((field) => ({ platform, field, limit: PLATFORM_LIMITS[platform][field], length: lengths[field] })),
  );
}
