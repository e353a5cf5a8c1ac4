import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImageRef } from '@dukkan/core';
import { Badge, Button, ConfirmDialog, ImageUploader, InlineAlert, TrashIcon, type UploadHandler } from '@dukkan/ui';
import { Hint, ImageActions, ImageFrame, ImageList, ImageTile } from './PrivateProducts.styles.ts';

export interface ProductImagesProps {
  images: readonly ImageRef[];
  canEdit: boolean;
  /** POST /grocery/product/image; resolves with the stored picture's URL or the reason it was refused. */
  onUpload: UploadHandler;
  /** Each resolves with the reason it failed, or null. */
  onDelete: (imageId: string) => Promise<string | null>;
  onSetPrimary: (imageId: string) => Promise<string | null>;
}

/** The uploader's own limit, as the shop's pictures (decision 0041). */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** The API keeps at most 10 pictures of a product (`too_many_images`). */
export const MAX_PRODUCT_IMAGES = 10;

type Notice = 'added' | 'deleted' | 'primary' | null;

const NOTICES = {
  added: 'dashboard.privateProducts.images.added',
  deleted: 'dashboard.privateProducts.images.deleted',
  primary: 'dashboard.privateProducts.images.primarySet',
} as const;

/**
 * A private product's pictures (vendor spec §3 "Product (per shop)": image, primary image;
 * decision 0072): each upload, deletion (asked first) and change of the primary picture is its
 * own call and takes effect at once, outside the form, as the shop's pictures do (decision
 * 0041): the form's unsaved edits stay as they are whatever these calls answer.
 */
export function ProductImages({ images, canEdit, onUpload, onDelete, onSetPrimary }: ProductImagesProps) {
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
    const active = document.activeElement;
    if (!active || active === document.body) list.current?.focus();
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
      setFailure(intl.formatMessage({ id: 'dashboard.privateProducts.images.deleteFailed' }, { reason }));
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
    if (reason) setFailure(intl.formatMessage({ id: 'dashboard.privateProducts.images.primaryFailed' }, { reason }));
    else setNotice('primary');
  }

  const total = images.length;
  return (
    <>
      {total === 0 ? (
        <Hint>
          <FormattedMessage id={canEdit ? 'dashboard.privateProducts.images.emptyEditable' : 'dashboard.privateProducts.images.empty'} />
        </Hint>
      ) : (
        <ImageList
          ref={list}
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: 'dashboard.privateProducts.images.list' }, { count: total })}
        >
          {images.map((image, i) => {
            const position = i + 1;
            const names = { position, total };
            return (
              <ImageTile key={image.id} data-primary={image.primary || undefined}>
                <ImageFrame>
                  <img src={image.url} alt={intl.formatMessage({ id: 'dashboard.privateProducts.images.alt' }, names)} loading="lazy" />
                </ImageFrame>
                {image.primary ? (
                  <Badge tone="success">
                    <FormattedMessage id="dashboard.privateProducts.images.primary" />
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
                        aria-label={intl.formatMessage({ id: 'dashboard.privateProducts.images.makePrimaryNamed' }, names)}
                        onClick={() => void makePrimary(image.id)}
                      >
                        <FormattedMessage id="dashboard.privateProducts.images.makePrimary" />
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={intl.formatMessage({ id: 'dashboard.privateProducts.images.deleteNamed' }, names)}
                      onClick={() => {
                        setNotice(null);
                        setFailure(null);
                        setConfirming({ id: image.id, position, primary: image.primary === true });
                      }}
                    >
                      <TrashIcon />
                      <FormattedMessage id="dashboard.privateProducts.images.delete" />
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
        {notice ? <FormattedMessage id={NOTICES[notice]} /> : null}
      </InlineAlert>
      {canEdit && total < MAX_PRODUCT_IMAGES ? (
        <ImageUploader
          key={uploader}
          label={<FormattedMessage id="dashboard.privateProducts.images.add" />}
          description={<FormattedMessage id="dashboard.privateProducts.images.addHelp" />}
          maxBytes={MAX_PICTURE_BYTES}
          onUpload={upload}
        />
      ) : null}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={
          <FormattedMessage id="dashboard.privateProducts.images.confirmTitle" values={{ position: confirming?.position ?? 0, total }} />
        }
        message={
          confirming?.primary ? 'dashboard.privateProducts.images.confirmPrimary' : 'dashboard.privateProducts.images.confirmMessage'
        }
        values={{ position: confirming?.position ?? 0, total }}
        confirmLabel="dashboard.privateProducts.images.confirmDelete"
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
