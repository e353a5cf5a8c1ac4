import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ExternalIcon, VisuallyHidden } from '@dukkan/ui';
import { Anchor } from './ExternalLink.styles.ts';

export interface ExternalLinkProps {
  /** An http(s) link already checked by core `safeWebHref`. */
  href: string;
  children: ReactNode;
}

/** A link to another site: a new tab, no opener or referrer, and said so to screen readers. */
export function ExternalLink({ href, children }: ExternalLinkProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
      <ExternalIcon aria-hidden="true" />
      <VisuallyHidden>
        <FormattedMessage id="storefront.info.opensInNewTab" />
      </VisuallyHidden>
    </Anchor>
  );
}
