import { UPLOAD_LIMITS } from '@dukkan/core';
import { FormattedMessage } from 'react-intl';
import { MaxSize, UploaderField, type UploaderFieldProps } from './UploaderField.tsx';

export type ImageUploaderProps = UploaderFieldProps;

/** The image types the API takes (`@dukkan/core` limits; decision 0083). */
export const IMAGE_TYPES: readonly string[] = UPLOAD_LIMITS.image.types;

/**
 * A product or shop image: JPG, PNG or WebP up to 5 MB by default, a preview of the chosen
 * file, upload progress from the app's `onUpload`, and the server's rejection message with
 * the file kept for a retry.
 */
export function ImageUploader({
  accept = IMAGE_TYPES,
  maxBytes = UPLOAD_LIMITS.image.maxBytes,
  hint,
  typeError,
  contentError,
  ...rest
}: ImageUploaderProps) {
  return (
    <UploaderField
      {...rest}
      kind="image"
      accept={accept}
      maxBytes={maxBytes}
      texts={{
        choose: <FormattedMessage id="ui.imageUploader.choose" />,
        dropHint: <FormattedMessage id="ui.imageUploader.dropHint" />,
        hint: hint ?? <FormattedMessage id="ui.imageUploader.hint" values={{ size: <MaxSize bytes={maxBytes} /> }} />,
        typeError: typeError ?? <FormattedMessage id="ui.imageUploader.wrongType" />,
        contentError: contentError ?? <FormattedMessage id="ui.imageUploader.wrongContent" />,
      }}
    />
  );
}
