import { FormattedMessage } from 'react-intl';
import { MB } from './fileChecks.ts';
import { MaxSize, UploaderField, type UploaderFieldProps } from './UploaderField.tsx';

export type ImageUploaderProps = UploaderFieldProps;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * A product or shop image: JPG, PNG or WebP up to 5 MB by default, a preview of the chosen
 * file, upload progress from the app's `onUpload`, and the server's rejection message with
 * the file kept for a retry.
 */
export function ImageUploader({ accept = IMAGE_TYPES, maxBytes = 5 * MB, hint, typeError, ...rest }: ImageUploaderProps) {
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
      }}
    />
  );
}
