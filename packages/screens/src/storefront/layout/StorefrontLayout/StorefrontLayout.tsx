import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, LocaleSwitch, VisuallyHidden } from '@dukkan/ui';
import { AccountMenu } from './AccountMenu.tsx';
import { Bar, Brand, CartCount, Footer, FooterNav, Header, Nav, NavList, Search, SkipLink } from './StorefrontLayout.styles.ts';

/** The pages of the account menu, built by the app (urls.ts). */
export interface StorefrontAccountLinks {
  orders: string;
  addresses: string;
  profile: string;
  wallet: string;
  paymentMethods: string;
  deleteAccount: string;
}

/** Who is at the device: a guest sees "Sign in", a customer the account menu (docs/decisions/0035). */
export type StorefrontAccount =
  | { kind: 'guest'; loginHref: string }
  | {
      kind: 'member';
      links: StorefrontAccountLinks;
      /** A menu item was chosen: go to its page (the app's router). */
      onNavigate: (href: string) => void;
      onSignOut: () => void;
      isSigningOut?: boolean;
    };

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
  /** A search box for the header (the app passes it); nothing is rendered without one. */
  search?: ReactNode;
  /** Links in the footer (blog, information pages), in a navigation landmark of their own. */
  footerLinks?: readonly { href: string; label: ReactNode }[];
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
  search,
  footerLinks = [],
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
          {search ? <Search>{search}</Search> : null}
          <Nav aria-label={intl.formatMessage({ id: 'storefront.layout.nav' })}>
            <NavList>
              {account.kind === 'guest' ? (
                <li>
                  <Link href={account.loginHref}>
                    <FormattedMessage id="storefront.layout.signIn" />
                  </Link>
                </li>
              ) : (
                <li>
                  <AccountMenu account={account} />
                </li>
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
        {footerLinks.length > 0 ? (
          <FooterNav aria-label={intl.formatMessage({ id: 'storefront.blogs.footerNav' })}>
            <ul>
              {footerLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </FooterNav>
        ) : null}
        <FormattedMessage id="storefront.layout.footer" />
      </Footer>
    </>
  );
}
