import { UPLOAD_LIMITS } from '@dukkan/core';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { AlertIcon } from '../Icon/index.ts';
import { ImageIcon, TrashIcon, UploadIcon } from '../Icon/icons-data.tsx';
import { ImageListThumb } from './ImageListThumb.tsx';
import {
  Actions,
  ErrorLine,
  Field,
  FieldLabel,
  FieldText,
  FileName,
  Fill,
  Info,
  Messages,
  PrimaryChoice,
  Thumb,
  Tile,
  TileError,
  Tiles,
  Track,
  Zone,
} from './ImageUploader.styles.ts';
import { IMAGE_TYPES } from './ImageUploader.tsx';
import { useImageList, type ListProblem, type UploadedImage } from './useImageList.ts';
import type { UploadHandler } from './useFileUpload.ts';
import { FileProblemText, MaxSize } from './UploaderField.tsx';

export interface ImageListUploaderProps {
  label: ReactNode;
  description?: ReactNode;
  onUpload: UploadHandler;
  /** After every upload, removal or change of the primary image. */
  onChange?: (value: { images: UploadedImage[]; primaryId: string | null }) => void;
  /** Images already stored (editing a product). */
  defaultImages?: readonly UploadedImage[];
  defaultPrimaryId?: string | null;
  maxImages?: number;
  accept?: readonly string[];
  maxBytes?: number;
  disabled?: boolean;
}

const NONE: readonly UploadedImage[] = [];

/**
 * Several product images, each uploading on its own, with one chosen as the primary image
 * (a radio group: arrow keys move the choice). A rejected file keeps its tile for a retry.
 */
export function ImageListUploader({
  label,
  description,
  onUpload,
  onChange,
  defaultImages = NONE,
  defaultPrimaryId,
  maxImages = 8,
  accept = IMAGE_TYPES,
  maxBytes = UPLOAD_LIMITS.image.maxBytes,
  disabled = false,
}: ImageListUploaderProps) {
  const intl = useIntl();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { items, primary, problems, add, remove, choosePrimary, retry } = useImageList({
    defaultImages,
    defaultPrimaryId,
    accept,
    maxBytes,
    maxImages,
    onUpload,
    onChange,
  });
  const pick = useCallback((files: FileList | null) => void add(files ? [...files] : []), [add]);

  return (
    <Field role="group" aria-labelledby={`${ids}-label`} aria-describedby={`${ids}-hint`}>
      <FieldLabel id={`${ids}-label`}>{label}</FieldLabel>
      {description ? <FieldText>{description}</FieldText> : null}
      <Zone
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        data-invalid={problems.length > 0 || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) pick(event.dataTransfer.files);
        }}
      >
        <Thumb>
          <ImageIcon />
        </Thumb>
        <Info>
          <FieldText>
            <FormattedMessage id="ui.imageList.dropHint" />
          </FieldText>
          <FieldText id={`${ids}-hint`}>
            <FormattedMessage
              id="ui.imageList.hint"
              values={{ count: maxImages, max: <bdi dir="ltr">{maxImages}</bdi>, size: <MaxSize bytes={maxBytes} /> }}
            />
          </FieldText>
        </Info>
        <Actions>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || items.length >= maxImages}
            onClick={() => input.current?.click()}
            aria-describedby={`${ids}-error`}
          >
            <UploadIcon />
            <FormattedMessage id="ui.imageList.add" />
          </Button>
        </Actions>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={accept.join(',')}
          disabled={disabled}
          onChange={(event) => {
            pick(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </Zone>
      {items.length > 0 ? (
        <Tiles>
          {items.map((item) => (
            <Tile key={item.key} data-primary={item.key === primary || undefined} data-failed={item.status === 'failed' || undefined}>
              <Thumb>
                <ImageListThumb
                  file={item.file}
                  url={item.url}
                  alt={intl.formatMessage({ id: 'ui.uploader.previewAlt' }, { name: item.name })}
                />
              </Thumb>
              <Info>
                <FileName>{item.name}</FileName>
                {item.status === 'uploading' ? (
                  <Track
                    role="progressbar"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(item.progress * 100)}
                    aria-label={intl.formatMessage({ id: 'ui.uploader.uploading' }, { name: item.name })}
                  >
                    <Fill style={{ inlineSize: `${Math.round(item.progress * 100)}%` }} />
                  </Track>
                ) : null}
                {item.error ? (
                  <TileError role="alert">
                    {item.error.kind === 'server' ? item.error.message : <FormattedMessage id="ui.uploader.failed" />}
                  </TileError>
                ) : null}
                <PrimaryChoice>
                  <input
                    type="radio"
                    name={`${ids}-primary`}
                    checked={item.key === primary}
                    disabled={disabled || item.status !== 'uploaded'}
                    onChange={() => choosePrimary(item.key)}
                    aria-label={intl.formatMessage({ id: 'ui.imageList.primaryNamed' }, { name: item.name })}
                  />
                  <FormattedMessage id="ui.imageList.primary" />
                </PrimaryChoice>
              </Info>
              <Actions>
                {item.status === 'failed' ? (
                  <Button size="sm" disabled={disabled} onClick={() => retry(item.key)}>
                    <FormattedMessage id="common.retry" />
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  onClick={() => remove(item.key)}
                  aria-label={intl.formatMessage({ id: 'ui.uploader.removeNamed' }, { name: item.name })}
                >
                  <TrashIcon />
                  <FormattedMessage id="ui.uploader.remove" />
                </Button>
              </Actions>
            </Tile>
          ))}
        </Tiles>
      ) : null}
      <Messages>
        <ErrorLine id={`${ids}-error`} role="alert">
          {problems.length > 0 ? <AlertIcon /> : null}
          {problems.map((problem) => (
            <ProblemText
              key={problem.kind === 'tooMany' ? 'tooMany' : `${problem.kind}-${problem.name}`}
              problem={problem}
              maxBytes={maxBytes}
            />
          ))}
        </ErrorLine>
      </Messages>
    </Field>
  );
}

function ProblemText({ problem, maxBytes }: { problem: ListProblem; maxBytes: number }) {
  if (problem.kind === 'tooMany')
    return <FormattedMessage id="ui.imageList.tooMany" values={{ count: problem.max, max: <bdi dir="ltr">{problem.max}</bdi> }} />;
  const text = (
    <FileProblemText
      problem={problem.kind}
      maxBytes={maxBytes}
      typeError={<FormattedMessage id="ui.imageUploader.wrongType" />}
      contentError={<FormattedMessage id="ui.imageUploader.wrongContent" />}
    />
  );
  return (
    <span>
      <FormattedMessage id="ui.imageList.fileProblem" values={{ name: <bdi>{problem.name}</bdi>, problem: text }} />
    </span>
  );
}
