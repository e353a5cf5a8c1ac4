import { FormattedMessage, useIntl } from 'react-intl';
import { blogBlocks, localised, type BlogPost } from '@dukkan/core';
import { ChevronBackIcon, EmptyState, ErrorState, Link, Skeleton } from '@dukkan/ui';
import { NarrowPage, PageTitle } from '../../shared/page.styles.ts';
import { BlogBlocks } from '../shared/BlogBlocks.tsx';
import { BlogDate } from '../shared/BlogDate.tsx';
import { BackLink, Byline, Cover, Header } from './BlogPostView.styles.ts';

export interface BlogPostViewProps {
  post: BlogPost | undefined;
  isLoading: boolean;
  error?: unknown;
  /** The post does not exist or is not published (a 404). */
  notFound?: boolean;
  onRetry: () => void;
  blogsHref: string;
}

/** `/blogs/{title}_{id}` (customer spec §2): one post, its blocks in the reader's language. */
export function BlogPostView({ post, isLoading, error, notFound, onRetry, blogsHref }: BlogPostViewProps) {
  const intl = useIntl();
  const back = (
    <BackLink>
      <Link href={blogsHref}>
        <ChevronBackIcon aria-hidden="true" />
        <FormattedMessage id="storefront.blogs.post.back" />
      </Link>
    </BackLink>
  );
  if (notFound) {
    return (
      <NarrowPage id="main">
        {back}
        <EmptyState
          title={<FormattedMessage id="storefront.blogs.post.notFound.title" />}
          description={<FormattedMessage id="storefront.blogs.post.notFound.description" />}
        />
      </NarrowPage>
    );
  }
  if (!post && error) {
    return (
      <NarrowPage id="main">
        {back}
        <ErrorState onRetry={onRetry} />
      </NarrowPage>
    );
  }
  if (isLoading || !post) {
    return (
      <NarrowPage id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        {back}
        <Skeleton inlineSize="80%" blockSize="40px" />
        <Skeleton inlineSize="40%" blockSize="16px" />
        <Skeleton inlineSize="100%" blockSize="240px" />
        <Skeleton inlineSize="100%" blockSize="16px" />
        <Skeleton inlineSize="90%" blockSize="16px" />
      </NarrowPage>
    );
  }
  const { locale } = intl;
  const person = localised(post, 'person', locale);
  return (
    <NarrowPage id="main">
      {back}
      <article>
        <Header>
          <PageTitle>
            <bdi>{localised(post, 'title', locale)}</bdi>
          </PageTitle>
          <Byline>
            {person ? (
              <span>
                <FormattedMessage id="storefront.blogs.byline" values={{ person: <bdi>{person}</bdi> }} />
              </span>
            ) : null}
            {post.time ? <BlogDate value={post.time} /> : null}
          </Byline>
        </Header>
        {post.image ? <Cover src={post.image} alt="" width={1200} height={800} loading="lazy" decoding="async" /> : null}
        <BlogBlocks blocks={blogBlocks(post, locale)} />
      </article>
    </NarrowPage>
  );
}
