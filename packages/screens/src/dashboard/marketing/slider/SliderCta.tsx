import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormState } from 'react-final-form';
import { localised } from '@dukkan/core';
import { FormBilingualField, FormField, type FormOption } from '@dukkan/ui';
import { BUTTON_MAX, type SliderFormValues } from './sliderValues.ts';

export interface SliderTargetCategory {
  id: string;
  name: string;
  name_ar?: string;
  subCategories: { id: string; name: string; name_ar?: string }[];
}

export interface SliderTargetProduct {
  id: string;
  name: string;
  name_ar?: string;
}

export interface SliderCtaProps {
  categories: readonly SliderTargetCategory[];
  products: readonly SliderTargetProduct[];
  canEdit: boolean;
}

const ACTIONS = {
  category: 'dashboard.marketing.slider.cta.action.category',
  product: 'dashboard.marketing.slider.cta.action.product',
  url: 'dashboard.marketing.slider.cta.action.url',
  none: 'dashboard.marketing.slider.cta.action.none',
} as const;

/**
 * The slider's button (vendor spec §3 "call-to-action button"): what it does, the category,
 * sub-category or product it opens (a searchable list), or the web page, its title in both
 * languages, and whether it shows.
 */
export function SliderCta({ categories, products, canEdit }: SliderCtaProps) {
  const intl = useIntl();
  const { values } = useFormState<SliderFormValues>({ subscription: { values: true } });
  const { actionType, enable } = values.cta;
  const options = useMemo<FormOption[]>(() => {
    if (actionType === 'product') {
      return products.map((p) => ({ value: `p~${p.id}`, label: localised(p, 'name', intl.locale) }));
    }
    return categories.flatMap((c) => {
      const name = localised(c, 'name', intl.locale);
      return [
        { value: `c~${c.id}`, label: name },
        ...c.subCategories.map((s) => ({
          value: `s~${c.id}~${s.id}`,
          label: intl.formatMessage(
            { id: 'dashboard.marketing.slider.cta.subCategory' },
            { category: name, sub: localised(s, 'name', intl.locale) },
          ),
        })),
      ];
    });
  }, [actionType, categories, products, intl]);
  const live = enable && actionType !== 'none';
  return (
    <>
      <FormField
        type="select"
        name="cta.actionType"
        label={{ id: 'dashboard.marketing.slider.cta.action' }}
        options={Object.entries(ACTIONS).map(([value, id]) => ({ value, label: intl.formatMessage({ id }) }))}
        disabled={!canEdit}
      />
      {actionType === 'category' || actionType === 'product' ? (
        <FormField
          key={actionType}
          type="combobox"
          name="cta.target"
          label={{ id: actionType === 'product' ? 'dashboard.marketing.slider.cta.product' : 'dashboard.marketing.slider.cta.category' }}
          description={{ id: 'dashboard.marketing.slider.cta.targetHelp' }}
          options={options}
          rules={live ? 'required' : undefined}
          disabled={!canEdit}
        />
      ) : null}
      {actionType === 'url' ? (
        <FormField
          type="url"
          name="cta.url"
          label={{ id: 'dashboard.marketing.slider.cta.url' }}
          rules={live ? 'required|url' : 'url'}
          inputProps={{ dir: 'ltr', placeholder: 'https://' }}
          disabled={!canEdit}
        />
      ) : null}
      {actionType !== 'none' ? (
        <>
          <FormBilingualField
            name="cta.title_btn"
            label={{ id: 'dashboard.marketing.slider.cta.title' }}
            rules={live ? `required|length:0,${BUTTON_MAX}` : `length:0,${BUTTON_MAX}`}
            arRules={`length:0,${BUTTON_MAX}`}
            disabled={!canEdit}
          />
          <FormField type="switch" name="cta.enable" label={{ id: 'dashboard.marketing.slider.cta.enable' }} disabled={!canEdit} />
        </>
      ) : null}
    </>
  );
}
