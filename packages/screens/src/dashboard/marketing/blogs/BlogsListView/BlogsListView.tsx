import { useMemo, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, localised, type ApiError } from '@dukkan/core';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  DeleteIcon,
  IconButton,
  InlineAlert,
  Link,
  ListPage,
  type DataTableColumn,
  type ListPageStatus,
  type PageBreadcrumb,
} from '@dukkan/ui';
import { blogRefusalId } from '../blogText.ts';
import type { BlogListRow } from '../types.ts';
import { Cover, Muted, Notices, Summary, TitleCell } from './BlogsListView.styles.ts';

export interface BlogsListViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  posts: readonly BlogListRow[];
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** Owners and leads write posts (`marketing:update`, decision 0040); others read. */
  canEdit: boolean;
  /** Opens the new-post page. */
  onNew: () => void;
  postHref: (id: string) => string;
  /** Deletes after the confirmation; resolves with the refusal, or null. */
  onDelete: (post: BlogListRow) => Promise<ApiError | null>;
}

type Notice = { tone: 'success' | 'critical'; title: string; error?: ApiError | null };

/**
 * The shop's blog posts (issue #14 item 3; vendor spec §3 Blog, §7 Blogs): drafts and published
 * posts, newest first, each with its author, date and state. A post opens in the editor;
 * deleting asks first and names the post.
 */
export function BlogsListView(props: BlogsListViewProps) {
  const { posts, status, canEdit, postHref } = props;
  const intl = useIntl();
  const [confirming, setConfirming] = useState<BlogListRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const titleOf = (post: BlogListRow) => localised(post, 'title', intl.locale) || post.title;

  const columns = useMemo((): DataTableColumn<BlogListRow>[] => {
    const list: DataTableColumn<BlogListRow>[] = [
      {
        key: 'title',
        header: <FormattedMessage id="dashboard.blogs.list.col.title" />,
        minWidth: 220,
        grow: 3,
        cell: (post) => (
          <TitleCell>
            <Cover aria-hidden="true">{post.image ? <img src={post.image} alt="" width={48} height={32} loading="lazy" /> : null}</Cover>
            <Link href={postHref(post.id)}>
              <bdi>{localised(post, 'title', intl.locale) || post.title}</bdi>
            </Link>
          </TitleCell>
        ),
      },
      {
        key: 'person',
        header: <FormattedMessage id="dashboard.blogs.list.col.person" />,
        minWidth: 120,
        grow: 1,
        cell: (post) => <bdi>{localised(post, 'person', intl.locale) || post.person}</bdi>,
      },
      {
        key: 'time',
        header: <FormattedMessage id="dashboard.blogs.list.col.time" />,
        width: 150,
        cell: (post) =>
          post.time ? (
            <FormattedDate value={post.time} dateStyle="medium" />
          ) : (
            <Muted>
              <FormattedMessage id="dashboard.blogs.list.noTime" />
            </Muted>
          ),
      },
      {
        key: 'status',
        header: <FormattedMessage id="dashboard.blogs.list.col.status" />,
        width: 130,
        cell: (post) => (
          <Badge tone={post.published ? 'success' : 'neutral'}>
            <FormattedMessage id={post.published ? 'dashboard.blogs.status.published' : 'dashboard.blogs.status.draft'} />
          </Badge>
        ),
      },
    ];
    if (canEdit) {
      list.push({
        key: 'actions',
        header: <FormattedMessage id="dashboard.blogs.list.col.actions" />,
        width: 80,
        align: 'end',
        cell: (post) => (
          <IconButton
            variant="ghost"
            size="sm"
            icon={<DeleteIcon />}
            label={intl.formatMessage(
              { id: 'dashboard.blogs.list.delete' },
              { title: localised(post, 'title', intl.locale) || post.title },
            )}
            onClick={() => setConfirming(post)}
          />
        ),
      });
    }
    return list;
  }, [canEdit, intl, postHref]);

  async function confirmDelete() {
    if (!confirming || deleting) return;
    setDeleting(true);
    const error = await props.onDelete(confirming);
    setDeleting(false);
    setNotice({ tone: error ? 'critical' : 'success', title: titleOf(confirming), error });
    setConfirming(null);
  }

  const newButton = canEdit ? (
    <Button onClick={props.onNew}>
      <FormattedMessage id="dashboard.blogs.list.new" />
    </Button>
  ) : undefined;
  const published = posts.filter((p) => p.published).length;
  const n = (value: number) => <bdi dir="ltr">{formatNumber(value, intl.locale.startsWith('ar') ? 'ar' : 'en')}</bdi>;

  return (
    <>
      <ListPage
        title={<FormattedMessage id="dashboard.blogs.list.title" />}
        description={<FormattedMessage id="dashboard.blogs.list.description" />}
        breadcrumbs={props.breadcrumbs}
        primaryAction={newButton}
        status={status}
        error={<FormattedMessage id={props.error?.kind === 'network' ? 'dashboard.blogs.error.network' : 'dashboard.blogs.list.error'} />}
        onRetry={props.onRetry}
        isEmpty={status === 'ready' && posts.length === 0}
        empty={{
          title: <FormattedMessage id="dashboard.blogs.list.empty" />,
          message: <FormattedMessage id={canEdit ? 'dashboard.blogs.list.empty.message' : 'dashboard.blogs.list.empty.readOnly'} />,
          action: newButton,
        }}
      >
        <Notices>
          {notice ? (
            <InlineAlert
              tone={notice.tone}
              title={
                <FormattedMessage
                  id={notice.tone === 'success' ? 'dashboard.blogs.deleted' : 'dashboard.blogs.deleteFailed'}
                  values={{ title: <bdi>{notice.title}</bdi> }}
                />
              }
              onDismiss={() => setNotice(null)}
            >
              {notice.tone === 'critical' ? <FormattedMessage id={blogRefusalId(notice.error)} /> : null}
            </InlineAlert>
          ) : null}
        </Notices>
        <Summary role="status">
          <FormattedMessage
            id="dashboard.blogs.list.count"
            values={{ count: posts.length, total: n(posts.length), published: n(published) }}
          />
        </Summary>
        <DataTable
          label={<FormattedMessage id="dashboard.blogs.list.title" />}
          hideLabel
          columns={columns}
          rows={posts}
          getRowKey={(post) => post.id}
          rowLabel={titleOf}
          rowHeight={56}
          maxBlockSize="none"
        />
      </ListPage>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={
          <FormattedMessage
            id="dashboard.blogs.confirmDelete.title"
            values={{ title: <bdi>{confirming ? titleOf(confirming) : ''}</bdi> }}
          />
        }
        message={<FormattedMessage id="dashboard.blogs.confirmDelete.message" />}
        confirmLabel={<FormattedMessage id="dashboard.blogs.confirmDelete.confirm" />}
        cancelLabel={<FormattedMessage id="dashboard.blogs.cancel" />}
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
