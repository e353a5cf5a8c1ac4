import { useCallback, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NUMBER_LOCALES, UPLOAD_LIMITS } from '@dukkan/core';
import { Button } from '../Button/index.ts';
import { AlertIcon, CheckIcon } from '../Icon/index.ts';
import { ImageIcon, TrashIcon, UploadIcon, VideoIcon } from '../Icon/icons-data.tsx';
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
  Muted,
  StatusLine,
  Thumb,
  Track,
  Zone,
} from './ImageUploader.styles.ts';
import { formatBytes, type FileProblem } from './fileChecks.ts';
import { useFileUpload, type UploadHandler } from './useFileUpload.ts';

export interface UploaderFieldProps {
  label: ReactNode;
  description?: ReactNode;
  onUpload: UploadHandler;
  /** After a successful upload ({file, url}) or a removal (null). */
  onChange?: (value: { file: File; url: string } | null) => void;
  /** An already stored file (editing a product), shown until it is replaced or removed. */
  value?: { url: string; name?: string } | null;
  accept?: readonly string[];
  maxBytes?: number;
  disabled?: boolean;
  /** A form-level error (e.g. "required"), shown with the upload's own errors. */
  error?: ReactNode;
  /** Override the hint and the wrong-type error when `accept` differs from the default. */
  hint?: ReactNode;
  typeError?: ReactNode;
  /** Override the message for bytes that are not the type the file claims. */
  contentError?: ReactNode;
}

interface KindProps {
  kind: 'image' | 'video';
  accept: readonly string[];
  maxBytes: number;
  texts: { choose: ReactNode; dropHint: ReactNode; hint: ReactNode; typeError: ReactNode; contentError: ReactNode };
}

/** Shared by ImageUploader and VideoUploader: a labelled drop zone, a file button, preview, progress, errors. */
export function UploaderField({
  kind,
  label,
  description,
  onUpload,
  onChange,
  value,
  accept,
  maxBytes,
  disabled = false,
  error,
  texts,
}: UploaderFieldProps & KindProps) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [removedValue, setRemovedValue] = useState(false);
  const { state, choose, retry, remove } = useFileUpload({ accept, maxBytes, onUpload, onChange });
  const stored = !state.file && !removedValue ? value : null;
  const name = state.file?.name ?? stored?.name ?? stored?.url.split('/').pop() ?? '';

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void choose(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pick(event.dataTransfer.files);
  };
  const onRemove = () => {
    setRemovedValue(true);
    remove();
  };
  const preview = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !state.file) return;
      const url = URL.createObjectURL(state.file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [state.file],
  );

  const hasFile = Boolean(state.file || stored);
  const problem = state.problem ? (
    state.problem.kind === 'server' ? (
      // The server's message is shown as it came: it is already in the user's language.
      state.problem.message
    ) : state.problem.kind === 'network' ? (
      <FormattedMessage id="ui.uploader.failed" />
    ) : (
      <FileProblemText problem={state.problem.kind} maxBytes={maxBytes} typeError={texts.typeError} contentError={texts.contentError} />
    )
  ) : null;
  const percent = Math.round(state.progress * 100);
  return (
    <Field role="group" aria-labelledby={`${ids}-label`} aria-describedby={`${ids}-hint`}>
      <FieldLabel id={`${ids}-label`}>{label}</FieldLabel>
      {description ? <FieldText>{description}</FieldText> : null}
      <Zone
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        data-invalid={Boolean(problem || error) || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Thumb>
          {!hasFile ? kind === 'image' ? <ImageIcon /> : <VideoIcon /> : null}
          {hasFile && kind === 'video' ? <VideoIcon /> : null}
          {kind === 'image' && state.file ? (
            <img ref={preview} alt={intl.formatMessage({ id: 'ui.uploader.previewAlt' }, { name })} />
          ) : null}
          {kind === 'image' && stored ? (
            <img src={stored.url} alt={intl.formatMessage({ id: 'ui.uploader.previewAlt' }, { name })} />
          ) : null}
        </Thumb>
        <Info>
          {hasFile ? (
            <>
              <FileName>{name}</FileName>
              {state.file ? (
                <Muted>
                  <bdi>{formatBytes(state.file.size, locale)}</bdi>
                </Muted>
              ) : null}
            </>
          ) : (
            <FieldText>{texts.dropHint}</FieldText>
          )}
          <FieldText id={`${ids}-hint`}>{texts.hint}</FieldText>
          {state.status === 'uploading' ? (
            <Track
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={new Intl.NumberFormat(NUMBER_LOCALES[locale], { style: 'percent' }).format(state.progress)}
              aria-label={intl.formatMessage({ id: 'ui.uploader.uploading' }, { name })}
            >
              <Fill style={{ inlineSize: `${percent}%` }} />
            </Track>
          ) : null}
        </Info>
        <Actions>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || state.status === 'uploading'}
            onClick={() => input.current?.click()}
            aria-describedby={`${ids}-error`}
          >
            <UploadIcon />
            {hasFile ? <FormattedMessage id="ui.uploader.replace" /> : texts.choose}
          </Button>
          {state.status === 'failed' ? (
            <Button variant="primary" size="sm" disabled={disabled} onClick={retry}>
              <FormattedMessage id="common.retry" />
            </Button>
          ) : null}
          {hasFile ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={onRemove}
              aria-label={intl.formatMessage({ id: 'ui.uploader.removeNamed' }, { name })}
            >
              <TrashIcon />
              <FormattedMessage id="ui.uploader.remove" />
            </Button>
          ) : null}
        </Actions>
        <input
          ref={input}
          type="file"
          hidden
          accept={accept.join(',')}
          disabled={disabled}
          onChange={(event) => {
            pick(event.currentTarget.files);
            // Choosing the same file again after an error must fire change again.
            event.currentTarget.value = '';
          }}
        />
      </Zone>
      <Messages>
        <StatusLine role="status">
          {state.status === 'uploaded' ? (
            <>
              <CheckIcon />
              <FormattedMessage id="ui.uploader.uploaded" />
            </>
          ) : null}
        </StatusLine>
        <ErrorLine id={`${ids}-error`} role="alert">
          {problem || error ? <AlertIcon /> : null}
          {problem ?? error}
        </ErrorLine>
      </Messages>
    </Field>
  );
}

/** The message for a file refused before sending, one per reason (decisions 0083, 0085). */
export function FileProblemText({
  problem,
  maxBytes,
  typeError,
  contentError,
}: {
  problem: FileProblem;
  maxBytes: number;
  typeError: ReactNode;
  contentError: ReactNode;
}) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const number = (value: number) => <bdi dir="ltr">{new Intl.NumberFormat(NUMBER_LOCALES[locale]).format(value)}</bdi>;
  switch (problem) {
    case 'type':
      return <>{typeError}</>;
    case 'content':
      return <>{contentError}</>;
    case 'size':
      return <FormattedMessage id="ui.uploader.tooLarge" values={{ size: <MaxSize bytes={maxBytes} /> }} />;
    case 'empty':
      return <FormattedMessage id="ui.uploader.empty" />;
    case 'name':
      return <FormattedMessage id="ui.uploader.unsafeName" />;
    case 'markup':
      return <FormattedMessage id="ui.uploader.markup" />;
    case 'dimensions':
      return (
        <FormattedMessage
          id="ui.uploader.tooManyPixels"
          values={{
            side: number(UPLOAD_LIMITS.image.maxSide),
            megapixels: number(UPLOAD_LIMITS.image.maxPixels / 1_000_000),
          }}
        />
      );
  }
}

/**
 * The size limit as text, isolated. Not forced LTR like bare numbers (0010): "5 م.ب" carries
 * an Arabic unit, so the isolate takes its direction from its own text and reads naturally.
 */
export function MaxSize({ bytes }: { bytes: number }) {
  const intl = useIntl();
  return <bdi>{formatBytes(bytes, intl.locale.startsWith('ar') ? 'ar' : 'en')}</bdi>;
}
