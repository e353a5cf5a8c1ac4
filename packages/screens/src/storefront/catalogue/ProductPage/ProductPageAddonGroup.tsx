import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, toFils, type AddonGroup, type AddonOption } from '@dukkan/core';
import { Checkbox, CheckboxGroup, Money, Radio, RadioGroup } from '@dukkan/ui';
import { OptionLabel } from './ProductPage.styles.ts';

export interface ProductPageAddonGroupProps {
  group: AddonGroup;
  value: readonly string[];
  onChange: (optionIds: readonly string[]) => void;
  /** A translated message when the group is required and nothing is chosen on submit. */
  error?: ReactNode;
}

/** An `override` option's amount is the item's price; an `add` option's adds to it. */
function OptionText({ option, type }: { option: AddonOption; type: AddonGroup['type'] }) {
  const { locale } = useIntl();
  const fils = toFils(option.amount);
  let price: ReactNode = null;
  if (fils !== null && type === 'override') price = <Money fils={fils} size="sm" />;
  else if (fils !== null && fils > 0)
    price = <FormattedMessage id="storefront.catalogue.addon.extra" values={{ amount: <Money fils={fils} size="sm" /> }} />;
  return (
    <OptionLabel>
      <span>{localised(option, 'name', locale)}</span>
      {price}
    </OptionLabel>
  );
}

/**
 * One add-on group (vendor spec "Addon group"): a single choice (every `override` group, and
 * `add` groups of max 1) is a radio group, with "None" when it is optional; several `add`
 * choices are checkboxes, the rest disabled once `max` are chosen.
 */
export function ProductPageAddonGroup({ group, value, onChange, error }: ProductPageAddonGroupProps) {
  const { locale } = useIntl();
  const title = localised(group, 'title', locale);
  const single = group.type === 'override' || group.max <= 1;
  const none = `${group.id}:none`;
  if (single) {
    return (
      <RadioGroup
        label={title}
        description={<FormattedMessage id="storefront.catalogue.addon.hintOne" values={{ required: String(group.required) }} />}
        required={group.required}
        error={error}
        value={value[0] ?? (group.required ? null : none)}
        onChange={(id) => onChange(id === none ? [] : [id])}
      >
        {group.required ? null : (
          <Radio value={none}>
            <FormattedMessage id="storefront.catalogue.addon.none" />
          </Radio>
        )}
        {group.options.map((option) => (
          <Radio key={option.id} value={option.id}>
            <OptionText option={option} type={group.type} />
          </Radio>
        ))}
      </RadioGroup>
    );
  }
  const full = value.length >= group.max;
  return (
    <CheckboxGroup
      label={title}
      description={
        <FormattedMessage
          id="storefront.catalogue.addon.hintUpTo"
          values={{ required: String(group.required), max: <bdi dir="ltr">{group.max}</bdi> }}
        />
      }
      required={group.required}
      error={error}
      value={[...value]}
      onChange={(ids) => onChange(ids.slice(0, group.max))}
    >
      {group.options.map((option) => (
        <Checkbox key={option.id} value={option.id} disabled={full && !value.includes(option.id)}>
          <OptionText option={option} type={group.type} />
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
