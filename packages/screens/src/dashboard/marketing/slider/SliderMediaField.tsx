import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, IMAGE_TYPES, useFormField, VIDEO_TYPES } from '@dukkan/ui';
import { ErrorText, FilePick, MediaActions, MediaField, MediaLabel, Muted, NoMedia, Thumb } from './SliderEditor.styles.ts';
import type { MediaValue } from './sliderValues.ts';

export interface SliderMediaFieldProps {
  name: string;
  kind: 'image' | 'video';
  /** A new slide's picture is required: without one it is "image required" (vendor spec §5). */
  required: boolean;
  disabled: boolean;
  urlOf: (file: File) => string;
}

/**
 * A slide's picture or video, bound to the form: the current one, "Choose …" (a file input under
 * its label) and, for a video, "Remove". The file is uploaded on Save, with the slide.
 */
export function SliderMediaField({ name, kind, required, disabled, urlOf }: SliderMediaFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  const errorId = useId();
  const label = intl.formatMessage({ id: kind === 'image' ? 'dashboard.marketing.slider.image' : 'dashboard.marketing.slider.video' });
  const {
    inputRef,
    onFocus,
    onBlur,
    onChange,
    error,
    value: raw,
  } = useFormField({
    name,
    label,
    rules: required ? 'required' : undefined,
    messages: { required: { id: 'dashboard.marketing.slider.imageRequired' } },
    validationVisibility: 'submit',
  });
  const value = (raw as MediaValue | null | '') || null;
  const src = value?.file ? urlOf(value.file) : value?.url;
  return (
    <MediaField>
      <MediaLabel id={labelId}>{label}</MediaLabel>
      {src ? (
        kind === 'image' ? (
          <Thumb src={src} alt={intl.formatMessage({ id: 'dashboard.marketing.slider.imageAlt' })} />
        ) : (
          <Muted>
            <FormattedMessage id={value?.file ? 'dashboard.marketing.slider.videoChosen' : 'dashboard.marketing.slider.videoSaved'} />
          </Muted>
        )
      ) : kind === 'image' ? (
        <NoMedia>
          <FormattedMessage id="dashboard.marketing.slider.noImage" />
        </NoMedia>
      ) : (
        <Muted>
          <FormattedMessage id="dashboard.marketing.slider.noVideo" />
        </Muted>
      )}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      {disabled ? null : (
        <MediaActions>
          <FilePick>
            <FormattedMessage id={kind === 'image' ? 'dashboard.marketing.slider.chooseImage' : 'dashboard.marketing.slider.chooseVideo'} />
            <input
              ref={inputRef}
              type="file"
              accept={(kind === 'image' ? IMAGE_TYPES : VIDEO_TYPES).join(',')}
              aria-labelledby={labelId}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              onFocus={onFocus}
              onBlur={onBlur}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) onChange({ file });
                event.currentTarget.value = '';
              }}
            />
          </FilePick>
          {kind === 'video' && value ? (
            <Button variant="secondary" onClick={() => onChange(null)}>
              <FormattedMessage id="dashboard.marketing.slider.removeVideo" />
            </Button>
          ) : null}
        </MediaActions>
      )}
    </MediaField>
  );
}
