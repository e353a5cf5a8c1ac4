import type { IntlShape } from 'react-intl';
import { urls } from '../urls.ts';

/** The footer's links, shared by the layout and its prerendered shell so both have the same footer. */
export function footerLinks(intl: IntlShape): { href: string; label: string }[] {
  return [
    { href: urls.about(), label: intl.formatMessage({ id: 'storefront.info.footer.about' }) },
    { href: urls.restaurant(), label: intl.formatMessage({ id: 'storefront.info.footer.restaurant' }) },
    { href: urls.contact(), label: intl.formatMessage({ id: 'storefront.info.footer.contact' }) },
    { href: urls.support(), label: intl.formatMessage({ id: 'storefront.info.footer.support' }) },
    { href: urls.blogs(), label: intl.formatMessage({ id: 'storefront.blogs.footerLink' }) },
    { href: urls.app(), label: intl.formatMessage({ id: 'storefront.info.footer.app' }) },
    { href: urls.terms(), label: intl.formatMessage({ id: 'storefront.info.footer.terms' }) },
    { href: urls.settings(), label: intl.formatMessage({ id: 'storefront.settings.link' }) },
  ];
}
