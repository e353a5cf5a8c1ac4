import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type BlogPost } from '@dukkan/core';
import { Card, EmptyState, ErrorState, Link, Skeleton } from '@dukkan/ui';
import { PageTitle } from '../../shared/page.styles.ts';
import { BlogDate } from '../shared/BlogDate.tsx';
import { Byline, Cover, Grid, Page } from './BlogIndex.styles.ts';

export interface BlogIndexProps {
  /** The shop's published posts, newest first; undefined until loaded. */
  posts: readonly BlogPost[] | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  postHref: (post: BlogPost) => string;
  homeHref: string;
}

/** `/blogs` (customer spec §2): the shop's posts as link cards, in the reader's language. */
export function BlogIndex({ posts, isLoading, error, onRetry, postHref, homeHref }: BlogIndexProps) {
  const intl = useIntl();
  const heading = (
    <PageTitle>
      <FormattedMessage id="storefront.blogs.index.title" />
    </PageTitle>
  );
  if (!posts && error) {
    return (
      <Page id="main">
        {heading}
        <ErrorState onRetry={onRetry} />
      </Page>
    );
  }
  if (isLoading || !posts) return <BlogIndexSkeleton heading={heading} />;
  if (posts.length === 0) {
    return (
      <Page id="main">
        {heading}
        <EmptyState
          title={<FormattedMessage id="storefront.blogs.index.empty.title" />}
          description={<FormattedMessage id="storefront.blogs.index.empty.description" />}
          action={
            <Link href={homeHref}>
              <FormattedMessage id="storefront.blogs.index.empty.action" />
            </Link>
          }
        />
      </Page>
    );
  }
  const { locale } = intl;
  return (
    <Page id="main">
      {heading}
      <Grid>
        {posts.map((post) => {
          const person = localised(post, 'person', locale);
          return (
            <li key={post.id}>
              <Card
                titleLevel={2}
                title={<bdi>{localised(post, 'title', locale)}</bdi>}
                href={postHref(post)}
                footer={
                  <Byline>
                    {person ? (
                      <span>
                        <FormattedMessage id="storefront.blogs.byline" values={{ person: <bdi>{person}</bdi> }} />
                      </span>
                    ) : null}
                    {post.time ? <BlogDate value={post.time} /> : null}
                  </Byline>
                }
              >
                {post.image ? <Cover src={post.image} alt="" width={1200} height={800} loading="lazy" decoding="async" /> : null}
              </Card>
            </li>
          );
        })}
      </Grid>
    </Page>
  );
}

function BlogIndexSkeleton({ heading }: { heading: ReactNode }) {
  const intl = useIntl();
  return (
    <Page id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      {heading}
      <Grid>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Card>
              <Skeleton inlineSize="100%" blockSize="120px" />
              <Skeleton inlineSize="70%" blockSize="20px" />
              <Skeleton inlineSize="40%" blockSize="16px" />
            </Card>
          </li>
        ))}
      </Grid>
    </Page>
  );
}
