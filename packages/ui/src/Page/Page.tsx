import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Skeleton } from '../Skeleton/index.ts';
import {
  PageActions,
  PageContent,
  PageDescription,
  PageHeader,
  PageRoot,
  Title,
  TitleBlock,
  TitleRow,
  VisuallyHidden,
} from './Page.styles.ts';
import { PageBreadcrumbs, type PageBreadcrumb } from './PageBreadcrumbs.tsx';

export interface PageProps {
  /** The page's one h1. */
  title: ReactNode;
  description?: ReactNode;
  /** From the top down to this page; the last crumb is the current page. */
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The main call to action, at the end of the title row. */
  primaryAction?: ReactNode;
  /** Other actions, before the primary one. */
  secondaryActions?: ReactNode;
  children?: ReactNode;
  /** The title is not known yet: a skeleton stands in, the heading reads "Loading…" and the page is aria-busy. */
  loading?: boolean;
}

/** A page inside the app shell: breadcrumbs, the h1 with its actions, an optional description, the content. */
export function Page({ title, description, breadcrumbs, primaryAction, secondaryActions, children, loading = false }: PageProps) {
  const hasActions = !loading && (primaryAction || secondaryActions);
  return (
    <PageRoot aria-busy={loading || undefined}>
      <PageHeader>
        {breadcrumbs && breadcrumbs.length > 0 ? <PageBreadcrumbs items={breadcrumbs} /> : null}
        <TitleRow>
          <TitleBlock>
            {loading ? (
              <>
                <Title>
                  <VisuallyHidden>
                    <FormattedMessage id="common.loading" />
                  </VisuallyHidden>
                  <Skeleton inlineSize="min(320px, 80%)" blockSize="32px" />
                </Title>
                {description ? <Skeleton inlineSize="min(480px, 100%)" blockSize="16px" /> : null}
              </>
            ) : (
              <>
                <Title>{title}</Title>
                {description ? <PageDescription>{description}</PageDescription> : null}
              </>
            )}
          </TitleBlock>
          {hasActions ? (
            <PageActions>
              {secondaryActions}
              {primaryAction}
            </PageActions>
          ) : null}
        </TitleRow>
      </PageHeader>
      <PageContent>{children}</PageContent>
    </PageRoot>
  );
}
