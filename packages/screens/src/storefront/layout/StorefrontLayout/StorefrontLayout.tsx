import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, LocaleSwitch } from '@dukkan/ui';
import { Bar, Brand, Footer, Header, SkipLink } from './StorefrontLayout.styles.ts';

export interface StorefrontLayoutProps {
  /** The shop's localised name; the brand link reads a generic name until it loads. */
  shopName?: string;
  locale: 'en' | 'ar';
  onLocaleChange: (locale: 'en' | 'ar') => void;
  homeHref: string;
  children: ReactNode;
}

/** The storefront's default layout (customer spec §2): header, page, footer. */
export function StorefrontLayout({ shopName, locale, onLocaleChange, homeHref, children }: StorefrontLayoutProps) {
  return (
    <>
      <SkipLink href="#main">
        <FormattedMessage id="common.skipToContent" />
      </SkipLink>
      <Header>
        <Bar>
          <Brand>
            <Link href={homeHref}>{shopName || <FormattedMessage id="storefront.layout.brand" />}</Link>
          </Brand>
          <LocaleSwitch locale={locale} onChange={onLocaleChange} />
        </Bar>
      </Header>
      {children}
      <Footer>
        <FormattedMessage id="storefront.layout.footer" />
      </Footer>
    </>
  );
}
