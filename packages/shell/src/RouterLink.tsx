import { forwardRef } from 'react';
import { Link as RouterLinkBase } from 'react-router';
import type { LinkComponentProps } from '@dukkan/ui';

/**
 * The link component the apps inject into the design system (ui `LinkProvider`): in-app
 * paths navigate client-side, anything else (external, mailto, tel) stays a plain anchor.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ href, children, ...rest }, ref) {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) {
    return (
      <a ref={ref} href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterLinkBase ref={ref} to={href} {...rest}>
      {children}
    </RouterLinkBase>
  );
});
