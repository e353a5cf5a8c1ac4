import { useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UPLOAD_LIMITS, type ShopVideo } from '@dukkan/core';
import { Button, ConfirmDialog, InlineAlert, Select, TextField, VideoUploader, type UploadResult } from '@dukkan/ui';
import { isWebLink } from './shopProfileValues.ts';
import { Muted, VideoActions, VideoSideBox, VideoSideTitle, VideoSides } from './ShopProfileView.styles.ts';

export type VideoSideName = 'desktop' | 'phone';
export type VideoSource = 'none' | 'youtube' | 'vimeo' | 'upload';

/** What "Save video" sends for a side: a link, nothing, or the uploaded file it has (left as it is). */
export type VideoSideChoice = { provider: 'youtube' | 'vimeo'; url: string } | { provider: 'none' } | { provider: 'upload' };

export interface ShopProfileVideoProps {
  video: ShopVideo | null;
  canEdit: boolean;
  /** PUT /shop/set/video with the links; resolves with the reason it failed, or null. */
  onSaveLinks: (sides: Record<VideoSideName, VideoSideChoice>) => Promise<string | null>;
  /** PUT /shop/set/video with a file for one side, at once. */
  onUpload: (file: File, side: VideoSideName) => Promise<UploadResult>;
  /** PUT /shop/set/video with the delete flag (no file, vendor spec §5): both sides go. */
  onDelete: () => Promise<string | null>;
}

interface SideState {
  source: VideoSource;
  url: string;
}

const SIDES: readonly VideoSideName[] = ['desktop', 'phone'];
/** A shop's short clip, by the table the API enforces too (decisions 0041, 0083). */
const MAX_VIDEO_BYTES = UPLOAD_LIMITS.video.maxBytes;
/** Examples of the link's shape, not text to translate. */
const LINK_EXAMPLES = { youtube: 'https://youtu.be/…', vimeo: 'https://vimeo.com/…' } as const;
const HOSTS = { youtube: /(^|\.)(youtube\.com|youtu\.be)$/i, vimeo: /(^|\.)vimeo\.com$/i } as const;

function storedSide(video: ShopVideo | null, side: VideoSideName): SideState {
  const provider = video?.[`${side}Provider`];
  const url = video?.[`${side}Url`] ?? '';
  return provider ? { source: provider, url: provider === 'upload' ? '' : url } : { source: 'none', url: '' };
}

/** The message id of what is wrong with a side's link, or null. */
function linkProblem(state: SideState): string | null {
  if (state.source !== 'youtube' && state.source !== 'vimeo') return null;
  const url = state.url.trim();
  if (url === '') return 'dashboard.shop.video.linkRequired';
  if (!isWebLink(url)) return 'ui.form.rule.url';
  if (!HOSTS[state.source].test(new URL(url).hostname)) {
    return state.source === 'youtube' ? 'dashboard.shop.video.notYoutube' : 'dashboard.shop.video.notVimeo';
  }
  return null;
}

function choiceOf(state: SideState): VideoSideChoice {
  if (state.source === 'youtube' || state.source === 'vimeo') return { provider: state.source, url: state.url.trim() };
  return { provider: state.source };
}

const sameSide = (a: SideState, b: SideState) => a.source === b.source && (a.source === 'upload' || a.url.trim() === b.url.trim());

const TITLES = { desktop: 'dashboard.shop.video.desktop', phone: 'dashboard.shop.video.phone' } as const;
const SOURCE_LABELS: Record<VideoSource, string> = {
  none: 'dashboard.shop.video.source.none',
  youtube: 'dashboard.shop.video.source.youtube',
  vimeo: 'dashboard.shop.video.source.vimeo',
  upload: 'dashboard.shop.video.source.upload',
};

/**
 * The video at the top of the storefront, one for computers and one for phones (vendor spec §3
 * video setting): a YouTube or Vimeo link, an uploaded file, or no video. Links are saved with
 * their own button, files as soon as they are chosen: neither touches the form's unsaved edits.
 */
export function ShopProfileVideo({ video, canEdit, onSaveLinks, onUpload, onDelete }: ShopProfileVideoProps) {
  const intl = useIntl();
  const ids = useId();
  const [sides, setSides] = useState<Record<VideoSideName, SideState>>(() => ({
    desktop: storedSide(video, 'desktop'),
    phone: storedSide(video, 'phone'),
  }));
  const [checked, setChecked] = useState<Record<VideoSideName, boolean>>({ desktop: false, phone: false });
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<'saved' | 'deleted' | 'uploaded' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // What the server stores becomes what each side shows, side by side: an upload on one side
  // does not throw away a link being typed on the other (state adjusted while rendering).
  const stored = {
    desktop: `${video?.desktopProvider ?? ''} ${video?.desktopUrl ?? ''}`,
    phone: `${video?.phoneProvider ?? ''} ${video?.phoneUrl ?? ''}`,
  };
  const [seen, setSeen] = useState(stored);
  if (seen.desktop !== stored.desktop || seen.phone !== stored.phone) {
    setSeen(stored);
    setSides((s) => ({
      desktop: seen.desktop !== stored.desktop ? storedSide(video, 'desktop') : s.desktop,
      phone: seen.phone !== stored.phone ? storedSide(video, 'phone') : s.phone,
    }));
  }

  // A side switched to "Uploaded file" saves itself when its file is chosen.
  const changed = SIDES.some((side) => sides[side].source !== 'upload' && !sameSide(sides[side], storedSide(video, side)));
  const problems = { desktop: linkProblem(sides.desktop), phone: linkProblem(sides.phone) };

  function update(side: VideoSideName, patch: Partial<SideState>) {
    setNotice(null);
    setSides((s) => ({ ...s, [side]: { ...s[side], ...patch } }));
  }

  async function save() {
    setChecked({ desktop: true, phone: true });
    setNotice(null);
    setFailure(null);
    if (!changed || problems.desktop || problems.phone) return;
    setSaving(true);
    const reason = await onSaveLinks({ desktop: choiceOf(sides.desktop), phone: choiceOf(sides.phone) });
    setSaving(false);
    if (reason) setFailure(intl.formatMessage({ id: 'dashboard.shop.video.saveFailed' }, { reason }));
    else setNotice('saved');
  }

  async function remove() {
    setDeleting(true);
    const reason = await onDelete();
    setDeleting(false);
    setConfirming(false);
    if (reason) setFailure(intl.formatMessage({ id: 'dashboard.shop.video.deleteFailed' }, { reason }));
    else setNotice('deleted');
  }

  // The link field sits inside the profile's form: Enter saves the video, not the form.
  const onLinkKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void save();
  };

  const options = (Object.keys(SOURCE_LABELS) as VideoSource[]).map((id) => ({ id, label: intl.formatMessage({ id: SOURCE_LABELS[id] }) }));
  const storedUrl = (side: VideoSideName) => (video?.[`${side}Provider`] === 'upload' ? video?.[`${side}Url`] : undefined);

  return (
    <>
      <VideoSides>
        {SIDES.map((side) => {
          const state = sides[side];
          const problem = checked[side] ? problems[side] : null;
          const uploadedUrl = storedUrl(side);
          return (
            <VideoSideBox key={side} role="group" aria-labelledby={`${ids}-${side}`}>
              <VideoSideTitle id={`${ids}-${side}`}>
                <FormattedMessage id={TITLES[side]} />
              </VideoSideTitle>
              <Select
                label={<FormattedMessage id="dashboard.shop.video.source" />}
                options={options}
                value={state.source}
                disabled={!canEdit}
                onChange={(id) => update(side, { source: (id as VideoSource | null) ?? 'none' })}
              />
              {state.source === 'youtube' || state.source === 'vimeo' ? (
                <TextField
                  type="url"
                  dir="ltr"
                  spellCheck={false}
                  label={<FormattedMessage id="dashboard.shop.video.link" />}
                  value={state.url}
                  disabled={!canEdit}
                  placeholder={LINK_EXAMPLES[state.source]}
                  error={problem ? <FormattedMessage id={problem} /> : undefined}
                  onChange={(event) => update(side, { url: event.currentTarget.value })}
                  onBlur={() => setChecked((c) => ({ ...c, [side]: state.url.trim() !== '' || c[side] }))}
                  onKeyDown={onLinkKey}
                />
              ) : null}
              {state.source === 'upload' && canEdit ? (
                <VideoUploader
                  label={<FormattedMessage id="dashboard.shop.video.file" />}
                  maxBytes={MAX_VIDEO_BYTES}
                  value={uploadedUrl ? { url: uploadedUrl } : null}
                  onUpload={async (file) => {
                    setNotice(null);
                    setFailure(null);
                    const result = await onUpload(file, side);
                    if ('url' in result) setNotice('uploaded');
                    return result;
                  }}
                />
              ) : null}
              {state.source === 'upload' && !canEdit ? (
                <Muted>
                  <FormattedMessage id="dashboard.shop.video.uploadedFile" />
                </Muted>
              ) : null}
            </VideoSideBox>
          );
        })}
      </VideoSides>
      <InlineAlert tone="critical" visible={failure !== null}>
        {failure}
      </InlineAlert>
      <InlineAlert tone="success" visible={notice !== null}>
        {notice === 'saved' ? <FormattedMessage id="dashboard.shop.video.saved" /> : null}
        {notice === 'deleted' ? <FormattedMessage id="dashboard.shop.video.deleted" /> : null}
        {notice === 'uploaded' ? <FormattedMessage id="dashboard.shop.video.uploaded" /> : null}
      </InlineAlert>
      {canEdit ? (
        <VideoActions>
          <Button variant="secondary" loading={saving} disabled={!changed} onClick={() => void save()}>
            <FormattedMessage id="dashboard.shop.video.save" />
          </Button>
          {video ? (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              <FormattedMessage id="dashboard.shop.video.delete" />
            </Button>
          ) : null}
        </VideoActions>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        title={<FormattedMessage id="dashboard.shop.video.confirmTitle" />}
        message="dashboard.shop.video.confirmMessage"
        confirmLabel="dashboard.shop.video.confirmDelete"
        destructive
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
