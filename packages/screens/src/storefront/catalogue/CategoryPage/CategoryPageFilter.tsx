import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type SubCategory } from '@dukkan/core';
import { Chip, Chips } from './CategoryPage.styles.ts';

/** customer spec §7: the sub-category 'any' means no filter. */
export const ANY_SUB_CATEGORY = 'any';

export interface CategoryPageFilterProps {
  subCategories: readonly SubCategory[];
  selected: string;
  onChange: (subCategoryId: string) => void;
}

/** Sub-categories as toggle buttons, one pressed at a time; "All" is 'any'. */
export function CategoryPageFilter({ subCategories, selected, onChange }: CategoryPageFilterProps) {
  const intl = useIntl();
  if (subCategories.length === 0) return null;
  const known = subCategories.some((s) => s.id === selected);
  const current = known ? selected : ANY_SUB_CATEGORY;
  const choose = (id: string) => {
    if (id !== current) onChange(id);
  };
  return (
    <Chips role="group" aria-label={intl.formatMessage({ id: 'storefront.catalogue.filter.label' })}>
      <Chip type="button" aria-pressed={current === ANY_SUB_CATEGORY} onClick={() => choose(ANY_SUB_CATEGORY)}>
        <FormattedMessage id="storefront.catalogue.filter.all" />
      </Chip>
      {subCategories.map((sub) => (
        <Chip key={sub.id} type="button" aria-pressed={current === sub.id} onClick={() => choose(sub.id)}>
          {localised(sub, 'name', intl.locale)}
        </Chip>
      ))}
    </Chips>
  );
}
