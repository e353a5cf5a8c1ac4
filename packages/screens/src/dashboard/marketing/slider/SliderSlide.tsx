import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormBilingualField, FormField } from '@dukkan/ui';
import { Handle, MediaRow, SlideCard, SlideFields, SlideHeader } from './SliderEditor.styles.ts';
import { SliderMediaField } from './SliderMediaField.tsx';
import type { SlideMoves } from './useSlideMoves.ts';
import { DESCRIPTION_MAX, TITLE_MAX, type SlideValues } from './sliderValues.ts';

export interface SliderSlideProps {
  slideKey: string;
  index: number;
  total: number;
  slide: SlideValues;
  name: string;
  moves: SlideMoves;
  instructionsId: string;
  canEdit: boolean;
  onRemove: () => void;
  urlOf: (file: File) => string;
}

/** One slide of the editor: its handle, texts in both languages, overlay, picture and video. */
export function SliderSlide({ slideKey, index, total, slide, name, moves, instructionsId, canEdit, onRemove, urlOf }: SliderSlideProps) {
  const intl = useIntl();
  const base = `slides.${slideKey}`;
  const position = { position: index + 1, total };
  return (
    <SlideCard data-slide-index={index} data-picked={moves.picked === slideKey}>
      {canEdit ? (
        <Handle
          type="button"
          aria-label={intl.formatMessage({ id: 'dashboard.marketing.slider.move.handle' }, { name, ...position })}
          aria-describedby={instructionsId}
          {...moves.handleProps(slideKey)}
        >
          <bdi>{index + 1}</bdi>
        </Handle>
      ) : (
        <Handle as="span" aria-hidden="true">
          <bdi>{index + 1}</bdi>
        </Handle>
      )}
      <SlideFields>
        <SlideHeader>
          <h3>
            <FormattedMessage id="dashboard.marketing.slider.slideHeading" values={{ ...position, name }} />
          </h3>
          {canEdit ? (
            <Button
              variant="ghost"
              onClick={onRemove}
              aria-label={intl.formatMessage({ id: 'dashboard.marketing.slider.remove' }, { name })}
            >
              <FormattedMessage id="dashboard.marketing.slider.removeShort" />
            </Button>
          ) : null}
        </SlideHeader>
        <FormBilingualField
          name={`${base}.title`}
          label={{ id: 'dashboard.marketing.slider.title' }}
          rules={`length:0,${TITLE_MAX}`}
          arRules={`length:0,${TITLE_MAX}`}
          disabled={!canEdit}
        />
        <FormBilingualField
          name={`${base}.description`}
          label={{ id: 'dashboard.marketing.slider.description' }}
          rules={`length:0,${DESCRIPTION_MAX}`}
          arRules={`length:0,${DESCRIPTION_MAX}`}
          multiline
          rows={2}
          disabled={!canEdit}
        />
        <FormField
          type="switch"
          name={`${base}.showOverlay`}
          label={{ id: 'dashboard.marketing.slider.overlay' }}
          description={{ id: 'dashboard.marketing.slider.overlayHelp' }}
          disabled={!canEdit}
        />
        <MediaRow>
          <SliderMediaField name={`${base}.image`} kind="image" required={!slide.id} disabled={!canEdit} urlOf={urlOf} />
          <SliderMediaField name={`${base}.video`} kind="video" required={false} disabled={!canEdit || !slide.id} urlOf={urlOf} />
        </MediaRow>
      </SlideFields>
    </SlideCard>
  );
}
