import { FormBilingualField } from '@dukkan/ui';

/**
 * Names, headline and info in English and Arabic side by side (vendor spec §3 Shop; CONVENTIONS
 * §4). The English name is required; a missing Arabic text is a hint, not an error: customers
 * reading in Arabic would see the English one. Limits are the API's (decision 0041).
 */
export function ShopProfileTexts() {
  return (
    <>
      <FormBilingualField
        name="name"
        label={{ id: 'dashboard.shop.texts.name' }}
        rules="required:trim|length:0,120"
        arRules="length:0,120"
      />
      <FormBilingualField
        name="headline"
        label={{ id: 'dashboard.shop.texts.headline' }}
        description={{ id: 'dashboard.shop.texts.headlineHelp' }}
        rules="length:0,200"
        arRules="length:0,200"
      />
      <FormBilingualField
        name="info"
        label={{ id: 'dashboard.shop.texts.info' }}
        description={{ id: 'dashboard.shop.texts.infoHelp' }}
        rules="length:0,2000"
        arRules="length:0,2000"
        multiline
        rows={4}
      />
    </>
  );
}
