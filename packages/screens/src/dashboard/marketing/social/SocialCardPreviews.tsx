import { FormattedMessage } from 'react-intl';
import type { SocialCard } from '@dukkan/core';
import { cutFor, PLATFORM_LIMITS, SOCIAL_PLATFORMS, type SocialPlatform } from './socialLimits.ts';
import {
  Preview,
  PreviewBody,
  PreviewImage,
  PreviewList,
  PreviewName,
  PreviewSite,
  PreviewText,
  PreviewTitle,
} from './SocialCards.styles.ts';

export interface SocialCardPreviewsProps {
  title: string;
  description: string;
  /** The picture: the stored one's URL or the chosen file's object URL. */
  image?: string | undefined;
  twitterCard: SocialCard['twitterCard'];
  twitterSite?: string | undefined;
  /** Only these platforms (all three by default). */
  platforms?: readonly SocialPlatform[];
}

const NAMES: Readonly<Record<SocialPlatform, string>> = {
  whatsapp: 'dashboard.marketing.social.platform.whatsapp',
  x: 'dashboard.marketing.social.platform.x',
  facebook: 'dashboard.marketing.social.platform.facebook',
};

/**
 * How the shop's link looks when shared, per platform: the picture (large or small on X, as
 * the card type says), the title and the description cut where that platform cuts them. The
 * text is the shop's own, shown as text in its own direction.
 */
export function SocialCardPreviews({
  title,
  description,
  image,
  twitterCard,
  twitterSite,
  platforms = SOCIAL_PLATFORMS,
}: SocialCardPreviewsProps) {
  return (
    <PreviewList>
      {platforms.map((platform) => {
        const limits = PLATFORM_LIMITS[platform];
        const small = platform === 'x' ? twitterCard === 'summary' : platform === 'whatsapp';
        return (
          <li key={platform}>
            <PreviewName>
              <FormattedMessage id={NAMES[platform]} />
            </PreviewName>
            <Preview data-platform={platform} data-small={small || undefined}>
              {image ? <PreviewImage src={image} alt="" data-small={small || undefined} /> : null}
              <PreviewBody>
                <PreviewTitle dir="auto">{cutFor(title.trim(), limits.title)}</PreviewTitle>
                {description.trim() ? <PreviewText dir="auto">{cutFor(description.trim(), limits.description)}</PreviewText> : null}
                {platform === 'x' && twitterSite ? (
                  <PreviewSite>
                    <bdi dir="ltr">{twitterSite}</bdi>
                  </PreviewSite>
                ) : null}
              </PreviewBody>
            </Preview>
          </li>
        );
      })}
    </PreviewList>
  );
}
