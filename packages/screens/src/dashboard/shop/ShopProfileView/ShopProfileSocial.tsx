import { useMemo } from 'react';
import { FormField, type CustomRule, type RuleEntry } from '@dukkan/ui';
import { isWebLink, isWhatsappNumber, SOCIAL_NETWORKS, type SocialNetworkKey } from './shopProfileValues.ts';

const LABELS: Record<SocialNetworkKey, string> = {
  facebook: 'dashboard.shop.social.facebook',
  instagram: 'dashboard.shop.social.instagram',
  tiktok: 'dashboard.shop.social.tiktok',
  snapchat: 'dashboard.shop.social.snapchat',
  youtube: 'dashboard.shop.social.youtube',
  telegram: 'dashboard.shop.social.telegram',
  whatsapp: 'dashboard.shop.social.whatsapp',
};

const PLACEHOLDERS: Record<SocialNetworkKey, string> = {
  facebook: 'https://facebook.com/…',
  instagram: 'https://instagram.com/…',
  tiktok: 'https://tiktok.com/@…',
  snapchat: 'https://snapchat.com/add/…',
  youtube: 'https://youtube.com/@…',
  telegram: 'https://t.me/…',
  whatsapp: '+971 50 123 4567',
};

/** WhatsApp takes its wa.me link or the number itself (decision 0041); the server stores the link. */
const whatsappRule: CustomRule = {
  name: 'whatsapp',
  validate: ({ value }) => typeof value === 'string' && (isWebLink(value) || isWhatsappNumber(value)),
  message: { id: 'dashboard.shop.social.whatsappInvalid' },
};

/**
 * The shop's links (vendor spec §3 social media), each a web link: the `url` rule, http and https
 * only, "Please enter a valid URL." (§5, §9). Empty means "no link".
 */
export function ShopProfileSocial() {
  const whatsappRules = useMemo<RuleEntry[]>(() => [whatsappRule, 'length:0,500'], []);
  return (
    <>
      {SOCIAL_NETWORKS.map((key) => (
        <FormField
          key={key}
          type={key === 'whatsapp' ? 'text' : 'url'}
          name={key}
          label={{ id: LABELS[key] }}
          description={key === 'whatsapp' ? { id: 'dashboard.shop.social.whatsappHelp' } : undefined}
          rules={key === 'whatsapp' ? whatsappRules : 'url|length:0,500'}
          inputProps={{ placeholder: PLACEHOLDERS[key], dir: 'ltr', autoComplete: 'off', spellCheck: false }}
        />
      ))}
    </>
  );
}
