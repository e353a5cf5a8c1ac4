import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';

export interface LocaleSwitchProps {
  locale: 'en' | 'ar';
  onChange: (locale: 'en' | 'ar') => void;
}

const SwitchButton = styled.button`
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
`;

/**
 * Offers the other language, written in that language (the common pattern on bilingual
 * Gulf sites), with `lang` so screen readers pronounce it right.
 */
const languageName = defineMessages({
  en: { id: 'common.language.en' },
  ar: { id: 'common.language.ar' },
});

export function LocaleSwitch({ locale, onChange }: LocaleSwitchProps) {
  const intl = useIntl();
  const other = locale === 'ar' ? 'en' : 'ar';
  const name = intl.formatMessage(languageName[other]);
  return (
    <SwitchButton
      type="button"
      lang={other}
      // The prerendered shell's copy of this button works before the app runs: index.html's
      // inline script answers a press on it (docs/decisions/0102).
      data-locale-switch={other}
      onClick={() => onChange(other)}
      aria-label={intl.formatMessage({ id: 'common.language.switchTo' }, { language: name })}
    >
      {name}
    </SwitchButton>
  );
}
