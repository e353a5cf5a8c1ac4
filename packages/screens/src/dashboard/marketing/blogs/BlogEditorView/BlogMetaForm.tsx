import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { BilingualField, Button, ImageUploader, InlineAlert, TextField, type UploadHandler } from '@dukkan/ui';
import { blogRefusalId, isoOfLocalInput, localInputValue } from '../blogText.ts';
import type { BlogListRow, BlogMetaResult } from '../types.ts';
import { CoverRow, MetaGrid, SaveBar } from './BlogEditorView.styles.ts';

export interface BlogMetaFormProps {
  /** The post being edited; null for a new one. */
  post: BlogListRow | null;
  canEdit: boolean;
  /** Today, for a new post's date (an ISO instant, from the caller so stories are stable). */
  now: string;
  onSave: (result: BlogMetaResult) => Promise<ApiError | null>;
  /** Takes the cover off the post (DELETE /blogs/delete-image). */
  onRemoveCover?: () => Promise<ApiError | null>;
  onDirtyChange?: (dirty: boolean) => void;
}

interface Values {
  title: string;
  title_ar: string;
  person: string;
  person_ar: string;
  time: string;
}

type Errors = Partial<Record<'title' | 'person' | 'time', string>>;
type Outcome = { kind: 'none' } | { kind: 'saved' } | { kind: 'failed'; error: ApiError } | { kind: 'invalid' };

/** A chosen cover is shown from memory until the post is saved with it. */
const previewCover: UploadHandler = async (file) => ({ url: URL.createObjectURL(file) });

/**
 * A post's metadata (vendor spec §3 Blog): the title and the author in English and Arabic side
 * by side, the date and time it is dated, and the cover picture. A failed save keeps the edits;
 * a second press while saving sends nothing.
 */
export function BlogMetaForm({ post, canEdit, now, onSave, onRemoveCover, onDirtyChange }: BlogMetaFormProps) {
  const [values, setValues] = useState<Values>(() => ({
    title: post?.title ?? '',
    title_ar: post?.title_ar ?? '',
    person: post?.person ?? '',
    person_ar: post?.person_ar ?? '',
    time: localInputValue(post?.time || now),
  }));
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const busy = useRef(false);
  const titleRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const personRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const timeRef = useRef<HTMLInputElement>(null);

  const markDirty = () => {
    setOutcome({ kind: 'none' });
    if (!dirty) {
      setDirty(true);
      onDirtyChange?.(true);
    }
  };
  const set = (key: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    markDirty();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const time = isoOfLocalInput(values.time);
    const found: Errors = {};
    if (!values.title.trim()) found.title = 'dashboard.blogs.meta.error.title';
    if (!values.person.trim()) found.person = 'dashboard.blogs.meta.error.person';
    if (!time) found.time = 'dashboard.blogs.meta.error.time';
    setErrors(found);
    if (!time || Object.keys(found).length > 0) {
      setOutcome({ kind: 'invalid' });
      (found.title ? titleRef : found.person ? personRef : timeRef).current?.focus();
      return;
    }
    busy.current = true;
    setSaving(true);
    const error = await onSave({ ...values, time, ...(cover ? { image: cover } : {}) });
    busy.current = false;
    setSaving(false);
    setOutcome(error ? { kind: 'failed', error } : { kind: 'saved' });
    if (!error) {
      setCover(null);
      setDirty(false);
      onDirtyChange?.(false);
    }
  }

  async function removeCover() {
    if (!onRemoveCover || busy.current) return;
    busy.current = true;
    setRemoving(true);
    const error = await onRemoveCover();
    busy.current = false;
    setRemoving(false);
    setOutcome(error ? { kind: 'failed', error } : { kind: 'saved' });
  }

  const error = (key: keyof Errors) => (errors[key] ? <FormattedMessage id={errors[key]} /> : undefined);
  const shownCover = cover ? null : post?.image;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="blog-meta-title">
      <h2 id="blog-meta-title" hidden>
        <FormattedMessage id="dashboard.blogs.tab.details" />
      </h2>
      {outcome.kind === 'invalid' ? <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.blogs.meta.invalid" />} /> : null}
      {outcome.kind === 'failed' ? (
        <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.blogs.meta.saveFailed" />}>
          <FormattedMessage id={blogRefusalId(outcome.error)} />
        </InlineAlert>
      ) : null}
      <MetaGrid>
        <BilingualField
          label={<FormattedMessage id="dashboard.blogs.meta.title" />}
          valueEn={values.title}
          valueAr={values.title_ar}
          onChangeEn={set('title')}
          onChangeAr={set('title_ar')}
          errorEn={error('title')}
          required
          disabled={!canEdit}
          inputRefEn={titleRef}
          nameEn="title"
          nameAr="title_ar"
        />
        <BilingualField
          label={<FormattedMessage id="dashboard.blogs.meta.person" />}
          valueEn={values.person}
          valueAr={values.person_ar}
          onChangeEn={set('person')}
          onChangeAr={set('person_ar')}
          errorEn={error('person')}
          required
          disabled={!canEdit}
          inputRefEn={personRef}
          nameEn="person"
          nameAr="person_ar"
        />
        <TextField
          ref={timeRef}
          type="datetime-local"
          name="time"
          label={<FormattedMessage id="dashboard.blogs.meta.time" />}
          value={values.time}
          required
          disabled={!canEdit}
          error={error('time')}
          onChange={(e) => set('time')(e.target.value)}
        />
        <CoverRow>
          <ImageUploader
            label={<FormattedMessage id="dashboard.blogs.meta.cover" />}
            description={<FormattedMessage id="dashboard.blogs.meta.cover.hint" />}
            value={shownCover ? { url: shownCover } : null}
            disabled={!canEdit}
            onUpload={previewCover}
            onChange={(value) => {
              setCover(value?.file ?? null);
              markDirty();
            }}
          />
          {canEdit && shownCover && onRemoveCover ? (
            <Button variant="secondary" loading={removing} onClick={() => void removeCover()}>
              <FormattedMessage id="dashboard.blogs.meta.removeCover" />
            </Button>
          ) : null}
        </CoverRow>
      </MetaGrid>
      {canEdit ? (
        <SaveBar>
          <p role="status">
            {outcome.kind === 'saved' ? (
              <FormattedMessage id="dashboard.blogs.meta.saved" />
            ) : dirty ? (
              <FormattedMessage id="dashboard.blogs.meta.unsaved" />
            ) : null}
          </p>
          <Button type="submit" loading={saving}>
            <FormattedMessage id={post ? 'dashboard.blogs.meta.save' : 'dashboard.blogs.meta.create'} />
          </Button>
        </SaveBar>
      ) : null}
    </form>
  );
}
