import { UPLOAD_LIMITS } from '@dukkan/core';
import { FormattedMessage } from 'react-intl';
import { MaxSize, MB, UploaderField, type UploaderFieldProps } from '../ImageUploader/index.ts';

export type VideoUploaderProps = UploaderFieldProps;

/**
 * The video types the API takes (`@dukkan/core` limits; decision 0083), and `.mov` for a
 * phone's clip the browser leaves untyped.
 */
export const VIDEO_TYPES: readonly string[] = [...UPLOAD_LIMITS.video.types, '.mov'];

/**
 * A product video: MP4, WebM or MOV up to 50 MB by default. The preview is the file's name
 * and size, not a <video> player: a player would need captions the vendor has not made yet.
 */
export function VideoUploader({ accept = VIDEO_TYPES, maxBytes = 50 * MB, hint, typeError, contentError, ...rest }: VideoUploaderProps) {
  return (
    <UploaderField
      {...rest}
      kind="video"
      accept={accept}
      maxBytes={maxBytes}
      texts={{
        choose: <FormattedMessage id="ui.videoUploader.choose" />,
        dropHint: <FormattedMessage id="ui.videoUploader.dropHint" />,
        hint: hint ?? <FormattedMessage id="ui.videoUploader.hint" values={{ size: <MaxSize bytes={maxBytes} /> }} />,
        typeError: typeError ?? <FormattedMessage id="ui.videoUploader.wrongType" />,
        contentError: contentError ?? <FormattedMessage id="ui.videoUploader.wrongContent" />,
      }}
    />
  );
}
