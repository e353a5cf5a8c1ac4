import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChevronNextIcon } from '../Icon/index.ts';
import { Link } from '../Link/index.ts';
import { Crumbs } from './Page.styles.ts';

export interface PageBreadcrumb {
  id: string;
  label: ReactNode;
  /** Left out on the last crumb, the current page. */
  href?: string;
}

/** A breadcrumb trail (WAI-ARIA pattern): a labelled nav, an ordered list, the current page marked. */
export function PageBreadcrumbs({ items }: { items: readonly PageBreadcrumb[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'ui.page.breadcrumbs' })}>
      <Crumbs>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.id}>
              {index > 0 ? <ChevronNextIcon /> : null}
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <Link href={item.href}>{item.label}</Link>
              )}
            </li>
          );
        })}
      </Crumbs>
    </nav>
  );
}
