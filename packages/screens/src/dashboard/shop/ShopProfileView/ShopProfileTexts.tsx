import { TEXT_LIMITS } from '@dukkan/core';
import { FormBilingualField } from '@dukkan/ui';

const MAX = TEXT_LIMITS.shop;

/**
 * Names, headline and info in English and Arabic side by side (vendor spec §3 Shop; CONVENTIONS
 * §4). The English name is required; a missing Arabic text is a hint, not an error: customers
 * reading in Arabic would see the English one. Limits are the API's (decision 0041), from the one table (0085).
 */
export function ShopProfileTexts() {
  return (
    <>
      <FormBilingualField
        name="name"
        label={{ id: 'dashboard.shop.texts.name' }}
        rules={`required:trim|length:0,${MAX.name}`}
        arRules={`length:0,${MAX.name}`}
      />
      <FormBilingualField
        name="headline"
        label={{ id: 'dashboard.shop.texts.headline' }}
        description={{ id: 'dashboard.shop.texts.headlineHelp' }}
        rules={`length:0,${MAX.headline}`}
        arRules={`length:0,${MAX.headline}`}
      />
      <FormBilingualField
        name="info"
        label={{ id: 'dashboard.shop.texts.info' }}
        description={{ id: 'dashboard.shop.texts.infoHelp' }}
        rules={`length:0,${MAX.info}`}
        arRules={`length:0,${MAX.info}`}
        multiline
        rows={4}
      />
    </>
  );
}
