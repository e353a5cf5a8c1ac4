import type { HTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { CardActions, CardBody, CardFooter, CardHeader, CardSurface, CardTitle, StretchedLink } from './Card.styles.ts';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** The heading level of the title in the page outline. */
  titleLevel?: 2 | 3 | 4;
  children?: ReactNode;
  /** Non-interactive content under the body: totals, timestamps, a status badge. */
  footer?: ReactNode;
  /** Buttons or links in the header (edit, menu). Only on a static card: see `href`. */
  actions?: ReactNode;
  /**
   * Makes the whole card one link (its title's, through the injected link component). A link
   * card holds no other controls (no nested interactive elements), so `actions` are not shown.
   */
  href?: string;
  onLinkClick?: MouseEventHandler<HTMLAnchorElement>;
}

const headings = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** A surface with an optional header (title, actions), a body and a footer. */
export function Card({ title, titleLevel = 2, children, footer, href, actions: givenActions, onLinkClick, ...rest }: CardProps) {
  const interactive = href !== undefined && title !== undefined;
  const actions = interactive ? null : givenActions;
  return (
    <CardSurface data-interactive={interactive || undefined} {...rest}>
      {title || actions ? (
        <CardHeader>
          {title ? (
            <CardTitle as={headings[titleLevel]}>
              {interactive ? (
                <StretchedLink href={href} onClick={onLinkClick}>
                  {title}
                </StretchedLink>
              ) : (
                title
              )}
            </CardTitle>
          ) : null}
          {actions ? <CardActions>{actions}</CardActions> : null}
        </CardHeader>
      ) : null}
      {children ? <CardBody>{children}</CardBody> : null}
      {footer ? <CardFooter>{footer}</CardFooter> : null}
    </CardSurface>
  );
}
