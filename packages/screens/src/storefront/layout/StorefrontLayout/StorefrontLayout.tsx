import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Link, LocaleSwitch, VisuallyHidden } from '@dukkan/ui';
import { Bar, Brand, CartCount, Footer, Header, Nav, NavList, SkipLink } from './StorefrontLayout.styles.ts';

/** Who is at the device: a guest sees "Sign in", a customer their orders, addresses and "Sign out". */
export type StorefrontAccount =
  | { kind: 'guest'; loginHref: string }
  | { kind: 'member'; ordersHref: string; addressesHref: string; onSignOut: () => void; isSigningOut?: boolean };

export interface StorefrontLayoutProps {
  /** The shop's localised name; the brand link reads a generic name until it loads. */
  shopName?: string;
  locale: 'en' | 'ar';
  onLocaleChange: (locale: 'en' | 'ar') => void;
  homeHref: string;
  cartHref: string;
  /** Items in the cart (the sum of counts), shown on the cart link. */
  cartCount: number;
  account: StorefrontAccount;
  children: ReactNode;
}

/** The storefront's default layout (customer spec §2): header with cart and account, page, footer. */
export function StorefrontLayout({
  shopName,
  locale,
  onLocaleChange,
  homeHref,
  cartHref,
  cartCount,
  account,
  children,
}: StorefrontLayoutProps) {
  const intl = useIntl();
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
          <Nav aria-label={intl.formatMessage({ id: 'storefront.layout.nav' })}>
            <NavList>
              {account.kind === 'guest' ? (
                <li>
                  <Link href={account.loginHref}>
                    <FormattedMessage id="storefront.layout.signIn" />
                  </Link>
                </li>
              ) : (
                <>
                  <li>
                    <Link href={account.ordersHref}>
                      <FormattedMessage id="storefront.layout.orders" />
                    </Link>
                  </li>
                  <li>
                    <Link href={account.addressesHref}>
                      <FormattedMessage id="storefront.layout.addresses" />
                    </Link>
                  </li>
                  <li>
                    <Button variant="secondary" size="sm" loading={account.isSigningOut} onClick={account.onSignOut}>
                      <FormattedMessage id="storefront.layout.signOut" />
                    </Button>
                  </li>
                </>
              )}
              <li>
                <Link href={cartHref}>
                  <FormattedMessage id="storefront.layout.cart" />
                  <CartCount aria-hidden="true">
                    <bdi>{intl.formatNumber(cartCount)}</bdi>
                  </CartCount>
                  <VisuallyHidden>
                    <FormattedMessage id="storefront.layout.cartCount" values={{ count: cartCount }} />
                  </VisuallyHidden>
                </Link>
              </li>
            </NavList>
          </Nav>
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
