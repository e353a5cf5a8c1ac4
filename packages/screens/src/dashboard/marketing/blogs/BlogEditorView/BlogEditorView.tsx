import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type ApiError } from '@dukkan/core';
import { Button, ConfirmDialog, DetailPage, InlineAlert, type PageBreadcrumb, type UploadHandler } from '@dukkan/ui';
import { blogRefusalId } from '../blogText.ts';
import type { BlogContentResult, BlogEditorPost, BlogEditorTab, BlogMetaResult } from '../types.ts';
import { BlogContentEditor } from './BlogContentEditor.tsx';
import { BlogMetaForm } from './BlogMetaForm.tsx';
import { Notices, ReadOnlyNote } from './BlogEditorView.styles.ts';

export interface BlogEditorViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The post; null while writing a new one (only its details can be filled until it is created). */
  post: BlogEditorPost | null;
  status: 'loading' | 'error' | 'ready';
  error?: ApiError | null;
  onRetry: () => void;
  /** The tab shown, from the URL. */
  tab: BlogEditorTab;
  onTabChange: (tab: BlogEditorTab) => void;
  /** Owners and leads write posts (`marketing:update`, decision 0040); others read. */
  canEdit: boolean;
  /** A new post's default date (ISO). */
  now: string;
  /** Creates the post (new) or saves its metadata; resolves with the refusal, or null. */
  onSaveMeta: (result: BlogMetaResult) => Promise<ApiError | null>;
  onRemoveCover: () => Promise<ApiError | null>;
  onSaveContent: (content: BlogContentResult) => Promise<ApiError | null>;
  /** Uploads a picture for an image block (POST /blogs/upload-image). */
  onUploadImage: UploadHandler;
  onPublish: (published: boolean) => Promise<ApiError | null>;
  onDelete: () => Promise<ApiError | null>;
  onDirtyChange?: (dirty: boolean) => void;
}

type Notice = { kind: 'published' | 'unpublished' } | { kind: 'failed'; error: ApiError; publishing: boolean };

/**
 * One blog post (issue #14 item 3; vendor spec §3 Blog, §4 Blog, §7 Blogs): its details and its
 * content in two tabs, publish or take it off the storefront, delete it after a confirmation.
 * A new post starts with its details; its content opens once it is created.
 */
export function BlogEditorView(props: BlogEditorViewProps) {
  const { post, status, canEdit, tab } = props;
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleteError, setDeleteError] = useState<ApiError | null>(null);
  const isNew = post === null && status === 'ready';
  const [dirtyParts, setDirtyParts] = useState({ meta: false, content: false });
  const { onDirtyChange } = props;
  const anyDirty = dirtyParts.meta || dirtyParts.content;
  useEffect(() => onDirtyChange?.(anyDirty), [anyDirty, onDirtyChange]);
  const onMetaDirty = useCallback((meta: boolean) => setDirtyParts((p) => (p.meta === meta ? p : { ...p, meta })), []);
  const onContentDirty = useCallback((content: boolean) => setDirtyParts((p) => (p.content === content ? p : { ...p, content })), []);
  const title = post ? localised(post, 'title', intl.locale) || post.title : '';

  async function publish(next: boolean) {
    if (publishing) return;
    setPublishing(true);
    const error = await props.onPublish(next);
    setPublishing(false);
    setNotice(error ? { kind: 'failed', error, publishing: next } : { kind: next ? 'published' : 'unpublished' });
  }

  async function remove() {
    setDeleting(true);
    const error = await props.onDelete();
    setDeleting(false);
    setDeleteError(error);
    if (error) setConfirming(false);
  }

  const actions =
    post && canEdit ? (
      <>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <FormattedMessage id="dashboard.blogs.editor.delete" />
        </Button>
        <Button variant={post.published ? 'secondary' : 'primary'} loading={publishing} onClick={() => void publish(!post.published)}>
          <FormattedMessage id={post.published ? 'dashboard.blogs.editor.unpublish' : 'dashboard.blogs.editor.publish'} />
        </Button>
      </>
    ) : undefined;

  const details = (
    <BlogMetaForm
      key={post?.id ?? 'new'}
      post={post}
      canEdit={canEdit}
      now={props.now}
      onSave={props.onSaveMeta}
      {...(post?.image ? { onRemoveCover: props.onRemoveCover } : {})}
      onDirtyChange={onMetaDirty}
    />
  );
  const content = post ? (
    <BlogContentEditor
      key={post.id}
      blocks={post.blocks}
      blocks_ar={post.blocks_ar}
      canEdit={canEdit}
      onSave={props.onSaveContent}
      onUploadImage={props.onUploadImage}
      onDirtyChange={onContentDirty}
    />
  ) : null;

  return (
    <>
      <DetailPage
        title={isNew ? <FormattedMessage id="dashboard.blogs.editor.newTitle" /> : <bdi>{title}</bdi>}
        {...(post
          ? {
              badge: {
                tone: post.published ? ('success' as const) : ('neutral' as const),
                label: <FormattedMessage id={post.published ? 'dashboard.blogs.status.published' : 'dashboard.blogs.status.draft'} />,
              },
              subtitle: (
                <FormattedMessage
                  id="dashboard.blogs.editor.subtitle"
                  values={{ person: <bdi>{localised(post, 'person', intl.locale) || post.person}</bdi> }}
                />
              ),
            }
          : {})}
        actions={actions}
        breadcrumbs={props.breadcrumbs}
        status={status}
        error={<FormattedMessage id={props.error?.kind === 'network' ? 'dashboard.blogs.error.network' : blogRefusalId(props.error)} />}
        onRetry={props.onRetry}
        tabsLabel={intl.formatMessage({ id: 'dashboard.blogs.editor.tabs' })}
        selectedTab={isNew ? 'details' : tab}
        onTabChange={(id) => props.onTabChange(id === 'content' ? 'content' : 'details')}
        tabs={[
          {
            id: 'details',
            label: <FormattedMessage id="dashboard.blogs.tab.details" />,
            content: (
              <>
                <Notices>
                  {!canEdit ? (
                    <ReadOnlyNote>
                      <FormattedMessage id="dashboard.blogs.editor.readOnly" />
                    </ReadOnlyNote>
                  ) : null}
                  {isNew ? <InlineAlert tone="info" title={<FormattedMessage id="dashboard.blogs.editor.newHint" />} /> : null}
                  <NoticeAlert notice={notice} deleteError={deleteError} onDismiss={() => (setNotice(null), setDeleteError(null))} />
                </Notices>
                {details}
              </>
            ),
          },
          {
            id: 'content',
            label: <FormattedMessage id="dashboard.blogs.tab.content" />,
            isDisabled: isNew,
            content: (
              <>
                <Notices>
                  {!canEdit ? (
                    <ReadOnlyNote>
                      <FormattedMessage id="dashboard.blogs.editor.readOnly" />
                    </ReadOnlyNote>
                  ) : null}
                  <NoticeAlert notice={notice} deleteError={deleteError} onDismiss={() => (setNotice(null), setDeleteError(null))} />
                </Notices>
                {content}
              </>
            ),
          },
        ]}
      />
      <ConfirmDialog
        isOpen={confirming}
        title={<FormattedMessage id="dashboard.blogs.confirmDelete.title" values={{ title: <bdi>{title}</bdi> }} />}
        message={<FormattedMessage id="dashboard.blogs.confirmDelete.message" />}
        confirmLabel={<FormattedMessage id="dashboard.blogs.confirmDelete.confirm" />}
        cancelLabel={<FormattedMessage id="dashboard.blogs.cancel" />}
        destructive
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function NoticeAlert({ notice, deleteError, onDismiss }: { notice: Notice | null; deleteError: ApiError | null; onDismiss: () => void }) {
  if (deleteError) {
    return (
      <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.blogs.deleteFailed" />} onDismiss={onDismiss}>
        <FormattedMessage id={blogRefusalId(deleteError)} />
      </InlineAlert>
    );
  }
  if (!notice) return null;
  if (notice.kind === 'failed') {
    return (
      <InlineAlert
        tone="critical"
        title={<FormattedMessage id={notice.publishing ? 'dashboard.blogs.publishFailed' : 'dashboard.blogs.unpublishFailed'} />}
        onDismiss={onDismiss}
      >
        <FormattedMessage id={blogRefusalId(notice.error)} />
      </InlineAlert>
    );
  }
  return (
    <InlineAlert
      tone="success"
      title={<FormattedMessage id={notice.kind === 'published' ? 'dashboard.blogs.published' : 'dashboard.blogs.unpublished'} />}
      onDismiss={onDismiss}
    />
  );
}
