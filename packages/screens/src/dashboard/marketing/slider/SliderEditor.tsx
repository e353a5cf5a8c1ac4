import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { FormApi } from 'final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useForm, useFormState } from 'react-final-form';
import type { Slider } from '@dukkan/core';
import { Button, EmptyState, FormField, FormPage, FormPageSection, InlineAlert, type PageBreadcrumb, type SubmitResult } from '@dukkan/ui';
import { SliderCta, type SliderTargetCategory, type SliderTargetProduct } from './SliderCta.tsx';
import { Column, Layout, Muted, ScreenReaderOnly, SlideList } from './SliderEditor.styles.ts';
import { SliderPreview, type PreviewDevice, type PreviewLanguage } from './SliderPreview.tsx';
import { SliderSlide } from './SliderSlide.tsx';
import { useSlideMoves } from './useSlideMoves.ts';
import { draftOf, emptySlide, formValuesOf, MAX_SLIDES, type SliderEditorDraft, type SliderFormValues } from './sliderValues.ts';

/** Why a save was refused, in words the screen translates (the app reads them from the API error). */
export type SliderSaveProblem = 'image_required' | 'video_not_found' | 'too_many_slides' | 'not_found' | 'invalid' | 'network' | 'server';

export type SliderSaveOutcome =
  | { error: null }
  | {
      error: SliderSaveProblem;
      /** The slide (its place in the saved order) the refusal is about. */
      slideIndex?: number;
      /** Slides that were added before the refusal, with their new ids, so a second Save does not add them again. */
      created?: { slideIndex: number; id: string }[];
    };

export interface SliderEditorProps {
  status: 'loading' | 'error' | 'ready';
  /** The shop's slider from `info-for-setting`; undefined while it loads or after it failed. */
  slider: Slider | undefined;
  categories: readonly SliderTargetCategory[];
  products: readonly SliderTargetProduct[];
  /** `marketing:update`: without it the page is read-only. */
  canEdit: boolean;
  breadcrumbs?: readonly PageBreadcrumb[];
  onRetry: () => void;
  onSave: (draft: SliderEditorDraft) => Promise<SliderSaveOutcome>;
  onDirtyChange?: (dirty: boolean) => void;
  /** The preview's first device and language (stories). */
  previewDevice?: PreviewDevice;
  previewLanguage?: PreviewLanguage;
}

const PROBLEM_MESSAGES: Record<SliderSaveProblem, string> = {
  image_required: 'dashboard.marketing.slider.error.imageRequired',
  video_not_found: 'dashboard.marketing.slider.error.videoNotFound',
  too_many_slides: 'dashboard.marketing.slider.error.tooMany',
  not_found: 'dashboard.marketing.slider.error.notFound',
  invalid: 'dashboard.marketing.slider.error.invalid',
  network: 'dashboard.marketing.slider.error.network',
  server: 'dashboard.marketing.slider.error.server',
};

/** One object URL per chosen file, kept while the page lives (the preview and the thumbnail share it). */
const fileUrls = new WeakMap<File, string>();
function urlOf(file: File): string {
  let url = fileUrls.get(file);
  if (!url) {
    url = URL.createObjectURL(file);
    fileUrls.set(file, url);
  }
  return url;
}

let newSlides = 0;

/**
 * The header slider editor (vendor spec §3 "Slider", §7 Slider; issue #14 item 1): the display
 * type, the slides in order (moved by drag or by keyboard, announced), each slide's texts in
 * both languages, overlay, picture and video, the call-to-action button, and a live preview of
 * the storefront's header at phone and desktop widths in English and Arabic.
 */
export function SliderEditor(props: SliderEditorProps) {
  // After a save the form starts again from the slider as the server now has it (new slides have
  // their ids), so a second Save never adds them twice.
  const [revision, setRevision] = useState(0);
  const [saved, setSaved] = useState(false);
  return (
    <SliderEditorPage
      key={`${revision}:${props.slider ? 'ready' : 'none'}`}
      {...props}
      saved={saved}
      onSaved={() => {
        setSaved(true);
        setRevision((r) => r + 1);
      }}
      onEdited={() => setSaved(false)}
    />
  );
}

type PageProps = SliderEditorProps & { saved: boolean; onSaved: () => void; onEdited: () => void };

function SliderEditorPage(props: PageProps) {
  const { status, slider, canEdit, breadcrumbs, onRetry, onDirtyChange, saved, onSaved, onEdited } = props;
  const intl = useIntl();
  const [initialValues] = useState(() => (slider ? formValuesOf(slider) : undefined));
  const formRef = useRef<FormApi<SliderFormValues> | null>(null);

  const submit = async (values: SliderFormValues): Promise<SubmitResult | void> => {
    const outcome = await props.onSave(draftOf(values));
    if (outcome.error === null) {
      onSaved();
      return undefined;
    }
    const form = formRef.current;
    // Slides the server added before it refused: they are saved slides now.
    form?.batch(() => {
      for (const { slideIndex, id } of outcome.created ?? []) {
        const key = values.order[slideIndex];
        if (key) form.change(`slides.${key}.id` as 'slides', id as never);
      }
    });
    const message = intl.formatMessage({ id: PROBLEM_MESSAGES[outcome.error] });
    const key = outcome.slideIndex === undefined ? undefined : values.order[outcome.slideIndex];
    const field = outcome.error === 'image_required' ? 'image' : outcome.error === 'video_not_found' ? 'video' : 'title';
    return { formError: message, ...(key ? { fieldErrors: { [`slides.${key}.${field}`]: message } } : {}) };
  };

  return (
    <FormPage<SliderFormValues>
      title={<FormattedMessage id="dashboard.marketing.slider.pageTitle" />}
      description={<FormattedMessage id="dashboard.marketing.slider.pageDescription" />}
      breadcrumbs={breadcrumbs}
      status={status}
      error={<FormattedMessage id="dashboard.marketing.slider.loadError" />}
      onRetry={onRetry}
      initialValues={initialValues}
      onSubmit={submit}
      onDirtyChange={(dirty) => {
        if (dirty) onEdited();
        onDirtyChange?.(dirty);
      }}
      readOnly={!canEdit}
    >
      <SliderForm {...props} formRef={formRef} />
      {saved ? (
        <InlineAlert tone="success">
          <FormattedMessage id="dashboard.marketing.slider.saved" />
        </InlineAlert>
      ) : null}
    </FormPage>
  );
}

function SliderForm({
  categories,
  products,
  canEdit,
  previewDevice,
  previewLanguage,
  formRef,
}: SliderEditorProps & { formRef: RefObject<FormApi<SliderFormValues> | null> }) {
  const intl = useIntl();
  const form = useForm<SliderFormValues>('SliderForm');
  useEffect(() => {
    formRef.current = form;
  }, [form, formRef]);
  const { values } = useFormState<SliderFormValues>({ subscription: { values: true } });
  const instructionsId = useId();
  const [removed, setRemoved] = useState('');
  const order = values.order;
  const nameOf = useCallback(
    (key: string) => {
      const slide = values.slides[key];
      const title = (intl.locale.startsWith('ar') ? slide?.title_ar || slide?.title : slide?.title || slide?.title_ar)?.trim();
      return title || intl.formatMessage({ id: 'dashboard.marketing.slider.untitled' }, { position: order.indexOf(key) + 1 });
    },
    [values.slides, order, intl],
  );
  const moves = useSlideMoves(order, (next) => form.change('order', next), nameOf);

  const add = () => {
    newSlides += 1;
    const key = `n${newSlides}`;
    form.batch(() => {
      form.change(`slides.${key}` as 'slides', emptySlide() as never);
      form.change('order', [...order, key]);
    });
  };
  const remove = (key: string) => {
    setRemoved(intl.formatMessage({ id: 'dashboard.marketing.slider.removed' }, { name: nameOf(key) }));
    form.change(
      'order',
      order.filter((k) => k !== key),
    );
  };

  return (
    <Layout>
      <Column>
        <FormPageSection title={<FormattedMessage id="dashboard.marketing.slider.displayTitle" />}>
          <FormField
            type="radio"
            name="displayType"
            label={{ id: 'dashboard.marketing.slider.displayType' }}
            options={[
              { value: 'carousel', label: intl.formatMessage({ id: 'dashboard.marketing.slider.display.carousel' }) },
              { value: 'image', label: intl.formatMessage({ id: 'dashboard.marketing.slider.display.image' }) },
              { value: 'video', label: intl.formatMessage({ id: 'dashboard.marketing.slider.display.video' }) },
            ]}
            disabled={!canEdit}
          />
        </FormPageSection>
        <FormPageSection
          title={<FormattedMessage id="dashboard.marketing.slider.slidesTitle" />}
          description={<FormattedMessage id="dashboard.marketing.slider.slidesDescription" values={{ max: MAX_SLIDES }} />}
        >
          <ScreenReaderOnly id={instructionsId}>
            <FormattedMessage id="dashboard.marketing.slider.move.instructions" />
          </ScreenReaderOnly>
          <ScreenReaderOnly aria-live="assertive" aria-atomic="true">
            {moves.announcement}
          </ScreenReaderOnly>
          <ScreenReaderOnly aria-live="polite">{removed}</ScreenReaderOnly>
          {order.length === 0 ? (
            <EmptyState
              title={<FormattedMessage id="dashboard.marketing.slider.empty.title" />}
              description={<FormattedMessage id="dashboard.marketing.slider.empty.description" />}
            />
          ) : (
            <SlideList>
              {order.map((key, index) => {
                const slide = values.slides[key];
                if (!slide) return null;
                return (
                  <SliderSlide
                    key={key}
                    slideKey={key}
                    index={index}
                    total={order.length}
                    slide={slide}
                    name={nameOf(key)}
                    moves={moves}
                    instructionsId={instructionsId}
                    canEdit={canEdit}
                    onRemove={() => remove(key)}
                    urlOf={urlOf}
                  />
                );
              })}
            </SlideList>
          )}
          {canEdit ? (
            order.length < MAX_SLIDES ? (
              <div>
                <Button variant="secondary" onClick={add}>
                  <FormattedMessage id="dashboard.marketing.slider.add" />
                </Button>
              </div>
            ) : (
              <InlineAlert tone="info">
                <FormattedMessage id="dashboard.marketing.slider.full" values={{ max: MAX_SLIDES }} />
              </InlineAlert>
            )
          ) : null}
        </FormPageSection>
        <FormPageSection
          title={<FormattedMessage id="dashboard.marketing.slider.cta.sectionTitle" />}
          description={<FormattedMessage id="dashboard.marketing.slider.cta.sectionDescription" />}
        >
          <SliderCta categories={categories} products={products} canEdit={canEdit} />
        </FormPageSection>
      </Column>
      <Column>
        <SliderPreview urlOf={urlOf} initialDevice={previewDevice} initialLanguage={previewLanguage} />
        <Muted>
          <FormattedMessage id="dashboard.marketing.slider.preview.note" />
        </Muted>
      </Column>
    </Layout>
  );
}
