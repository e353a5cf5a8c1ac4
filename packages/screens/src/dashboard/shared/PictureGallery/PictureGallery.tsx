import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UPLOAD_LIMITS, type ImageRef } from '@dukkan/core';
import { Badge, Button, ConfirmDialog, focusIsLost, ImageUploader, InlineAlert, TrashIcon, type UploadHandler } from '@dukkan/ui';
import { ImageActions, ImageFrame, ImageList, ImageTile, Muted } from './PictureGallery.styles.ts';

export interface PictureGalleryProps {
  images: readonly ImageRef[];
  canEdit: boolean;
  /** Resolves with the stored picture's URL or the reason it was refused. */
  onUpload: UploadHandler;
  /** Each resolves with the reason it failed, or null. */
  onDelete: (imageId: string) => Promise<string | null>;
  onSetPrimary: (imageId: string) => Promise<string | null>;
  /** The most pictures the API keeps; the uploader goes once there are as many. */
  max?: number;
  text: PictureGalleryText;
}

/** The message ids a gallery speaks with; each place that has pictures names its own. */
export interface PictureGalleryText {
  add: string;
  addHelp: string;
  added: string;
  alt: string;
  confirmDelete: string;
  confirmMessage: string;
  confirmPrimary: string;
  confirmTitle: string;
  delete: string;
  deleteFailed: string;
  deleteNamed: string;
  deleted: string;
  empty: string;
  emptyEditable: string;
  list: string;
  makePrimary: string;
  makePrimaryNamed: string;
  primary: string;
  primaryFailed: string;
  primarySet: string;
}

/** The API's own limit, from the table both enforce (decisions 0041, 0083). */
const MAX_PICTURE_BYTES = UPLOAD_LIMITS.image.maxBytes;

type Notice = 'added' | 'deleted' | 'primary' | null;

/**
 * Pictures managed one call at a time (the shop's, a private product's): each upload, deletion
 * (asked first) and change of the primary picture is its own call and takes effect at once,
 * outside any form, so a form's unsaved edits stay as they are whatever these calls answer
 * (decisions 0041, 0072).
 */
export function PictureGallery({ images, canEdit, onUpload, onDelete, onSetPrimary, max = Infinity, text }: PictureGalleryProps) {
  const notices = { added: text.added, deleted: text.deleted, primary: text.primarySet } as const;
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);
  const [uploader, setUploader] = useState(0);
  const [confirming, setConfirming] = useState<{ id: string; position: number; primary: boolean } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [promoting, setPromoting] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refocus, setRefocus] = useState(0);

  // After an upload or a deletion the control that had focus is gone: the list takes it.
  useEffect(() => {
    if (refocus === 0) return;
    if (focusIsLost()) list.current?.focus();
  }, [refocus]);

  const upload: UploadHandler = async (file, options) => {
    setNotice(null);
    setFailure(null);
    const result = await onUpload(file, options);
    if ('url' in result) {
      // A fresh uploader for the next picture; the new one is in the list above it.
      setUploader((n) => n + 1);
      setNotice('added');
      setRefocus((n) => n + 1);
    }
    return result;
  };

  async function confirmDelete() {
    if (!confirming) return;
    setDeleting(true);
    const reason = await onDelete(confirming.id);
    setDeleting(false);
    setConfirming(null);
    if (reason) {
      setFailure(intl.formatMessage({ id: text.deleteFailed }, { reason }));
      return;
    }
    setNotice('deleted');
    setRefocus((n) => n + 1);
  }

  async function makePrimary(id: string) {
    setNotice(null);
    setFailure(null);
    setPromoting(id);
    const reason = await onSetPrimary(id);
    setPromoting(null);
    if (reason) setFailure(intl.formatMessage({ id: text.primaryFailed }, { reason }));
    else setNotice('primary');
  }

  const total = images.length;
  return (
    <>
      {total === 0 ? (
        <Muted>
          <FormattedMessage id={canEdit ? text.emptyEditable : text.empty} />
        </Muted>
      ) : (
        <ImageList ref={list} tabIndex={-1} aria-label={intl.formatMessage({ id: text.list }, { count: total })}>
          {images.map((image, i) => {
            const position = i + 1;
            const names = { position, total };
            return (
              <ImageTile key={image.id} data-primary={image.primary || undefined}>
                <ImageFrame>
                  <img src={image.url} alt={intl.formatMessage({ id: text.alt }, names)} loading="lazy" />
                </ImageFrame>
                {image.primary ? (
                  <Badge tone="success">
                    <FormattedMessage id={text.primary} />
                  </Badge>
                ) : null}
                {canEdit ? (
                  <ImageActions>
                    {image.primary ? null : (
                      <Button
                        variant="secondary"
                        size="sm"
                        loading={promoting === image.id}
                        disabled={promoting !== null}
                        aria-label={intl.formatMessage({ id: text.makePrimaryNamed }, names)}
                        onClick={() => void makePrimary(image.id)}
                      >
                        <FormattedMessage id={text.makePrimary} />
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={intl.formatMessage({ id: text.deleteNamed }, names)}
                      onClick={() => {
                        setNotice(null);
                        setFailure(null);
                        setConfirming({ id: image.id, position, primary: image.primary === true });
                      }}
                    >
                      <TrashIcon />
                      <FormattedMessage id={text.delete} />
                    </Button>
                  </ImageActions>
                ) : null}
              </ImageTile>
            );
          })}
        </ImageList>
      )}
      <InlineAlert tone="critical" visible={failure !== null}>
        {failure}
      </InlineAlert>
      <InlineAlert tone="success" visible={notice !== null}>
        {notice ? <FormattedMessage id={notices[notice]} /> : null}
      </InlineAlert>
      {canEdit && total < max ? (
        <ImageUploader
          key={uploader}
          label={<FormattedMessage id={text.add} />}
          description={<FormattedMessage id={text.addHelp} />}
          maxBytes={MAX_PICTURE_BYTES}
          onUpload={upload}
        />
      ) : null}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={<FormattedMessage id={text.confirmTitle} values={{ position: confirming?.position ?? 0, total }} />}
        message={confirming?.primary ? text.confirmPrimary : text.confirmMessage}
        values={{ position: confirming?.position ?? 0, total }}
        confirmLabel={text.confirmDelete}
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
