import { useEffect, useState } from 'react';
import { FormSpy } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, type ApiError, type SocialCard } from '@dukkan/core';
import {
  Button,
  Dialog,
  Form,
  FormField,
  FormSubmit,
  ImageUploader,
  keepFileForSave,
  type CustomRule,
  type FormOption,
  type SubmitResult,
} from '@dukkan/ui';
import { SocialCardPreviews } from './SocialCardPreviews.tsx';
import { cutWarnings, DESCRIPTION_MAX, TITLE_MAX } from './socialLimits.ts';
import { Actions, DialogLayout, Fields, Warnings } from './SocialCards.styles.ts';

/** What the form gives back (PUT social-cards); the caller adds the shop and, when editing, the id. */
export interface SocialCardFormValues {
  title: string;
  description: string;
  twitterCard: SocialCard['twitterCard'];
  /** `@handle` or empty. */
  twitterSite: string;
  /** A newly chosen picture, sent with the save. */
  image?: File;
}

export interface SocialCardDialogProps {
  isOpen: boolean;
  /** The card being edited; absent to add one. */
  card?: SocialCard | null;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when saved (the caller closes the dialog), or with the refusal to show it. */
  onSubmit: (values: SocialCardFormValues) => Promise<ApiError | null>;
}

type Values = { title?: string; description?: string; twitterCard?: string; twitterSite?: string };

/** X's @handle: up to 15 letters, digits or underscores; empty for none. */
const twitterHandle: CustomRule = {
  name: 'twitterHandle',
  validate: ({ value }) => /^(@\w{1,15})?$/.test(String(value ?? '').trim()),
  message: { id: 'dashboard.marketing.social.form.site.invalid' },
};

const RULES = {
  title: `required:trim|length:1,${TITLE_MAX}`,
  description: `length:0,${DESCRIPTION_MAX}`,
  twitterSite: [twitterHandle],
} as const;

function refusal(error: ApiError): SubmitResult {
  if (error.code === 'too_many_cards') return { formError: { id: 'dashboard.marketing.social.form.error.tooMany' } };
  if (error.kind === 'network') return { formError: { id: 'dashboard.marketing.social.form.error.network' } };
  if (error.status === 422 || error.status === 400) return { formError: { id: 'dashboard.marketing.social.form.error.invalid' } };
  return { formError: { id: 'dashboard.marketing.social.form.error.server' } };
}

const CUT_MESSAGES = {
  title: 'dashboard.marketing.social.form.cut.title',
  description: 'dashboard.marketing.social.form.cut.description',
} as const;

const PLATFORM_NAMES = {
  whatsapp: 'dashboard.marketing.social.platform.whatsapp',
  x: 'dashboard.marketing.social.platform.x',
  facebook: 'dashboard.marketing.social.platform.facebook',
} as const;

/** The chosen picture and its preview URL, released when another is chosen or the form closes. */
function useChosenImage(): [{ file: File; url: string } | null, (file: File | null) => void] {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);
  return [chosen, (file) => setChosen(file ? { file, url: URL.createObjectURL(file) } : null)];
}

/**
 * "Add a social card" and "Edit social card" (PUT social-cards, optional `imageFile`): title,
 * description, picture, the X card type and the shop's @handle, with a live preview of the link
 * in WhatsApp, X and Facebook and a warning for each platform that would cut the text.
 */
export function SocialCardDialog({ isOpen, card, onOpenChange, onSubmit }: SocialCardDialogProps) {
  const editing = Boolean(card);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      isDismissable={false}
      title={<FormattedMessage id={editing ? 'dashboard.marketing.social.form.editTitle' : 'dashboard.marketing.social.form.addTitle'} />}
      description={<FormattedMessage id="dashboard.marketing.social.form.description" />}
    >
      <SocialCardForm key={card?.id ?? 'new'} card={card} onOpenChange={onOpenChange} onSubmit={onSubmit} />
    </Dialog>
  );
}

function SocialCardForm({ card, onOpenChange, onSubmit }: Omit<SocialCardDialogProps, 'isOpen'>) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const [chosen, choose] = useChosenImage();
  const image = chosen?.file ?? null;
  const editing = Boolean(card);
  const titleId = editing ? 'dashboard.marketing.social.form.editTitle' : 'dashboard.marketing.social.form.addTitle';
  const cardTypes: FormOption[] = [
    { value: 'summary_large_image', label: intl.formatMessage({ id: 'dashboard.marketing.social.form.type.large' }) },
    { value: 'summary', label: intl.formatMessage({ id: 'dashboard.marketing.social.form.type.small' }) },
  ];
  const initial: Values = {
    title: card?.title ?? '',
    description: card?.description ?? '',
    twitterCard: card?.twitterCard ?? 'summary_large_image',
    twitterSite: card?.twitterSite ?? '',
  };

  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const error = await onSubmit({
      title: String(values.title ?? '').trim(),
      description: String(values.description ?? '').trim(),
      twitterCard: values.twitterCard === 'summary' ? 'summary' : 'summary_large_image',
      twitterSite: String(values.twitterSite ?? '').trim(),
      ...(image ? { image } : {}),
    });
    return error ? refusal(error) : undefined;
  }

  return (
    <Form<Values> onSubmit={submit} initialValues={initial} aria-label={intl.formatMessage({ id: titleId })}>
      <DialogLayout>
        <Fields>
          <FormField
            name="title"
            label={{ id: 'dashboard.marketing.social.form.title' }}
            rules={RULES.title}
            inputProps={{ dir: 'auto', autoComplete: 'off' }}
          />
          <FormField
            type="textarea"
            name="description"
            label={{ id: 'dashboard.marketing.social.form.text' }}
            rules={RULES.description}
            inputProps={{ dir: 'auto', maxCharacters: DESCRIPTION_MAX }}
          />
          <ImageUploader
            label={<FormattedMessage id="dashboard.marketing.social.form.image" />}
            description={<FormattedMessage id="dashboard.marketing.social.form.image.help" />}
            value={card?.image ? { url: card.image } : null}
            onUpload={keepFileForSave}
            onChange={(value) => choose(value?.file ?? null)}
          />
          <FormField type="radio" name="twitterCard" label={{ id: 'dashboard.marketing.social.form.type' }} options={cardTypes} />
          <FormField
            name="twitterSite"
            label={{ id: 'dashboard.marketing.social.form.site' }}
            description={{ id: 'dashboard.marketing.social.form.site.help' }}
            rules={RULES.twitterSite}
            inputProps={{ dir: 'ltr', autoComplete: 'off', spellCheck: false }}
          />
        </Fields>
        <FormSpy<Values> subscription={{ values: true }}>
          {({ values }) => {
            const title = String(values.title ?? '');
            const description = String(values.description ?? '');
            const warnings = cutWarnings(title, description);
            return (
              <section aria-label={intl.formatMessage({ id: 'dashboard.marketing.social.form.preview' })}>
                <SocialCardPreviews
                  title={title || intl.formatMessage({ id: 'dashboard.marketing.social.form.preview.untitled' })}
                  description={description}
                  image={chosen?.url ?? card?.image}
                  twitterCard={values.twitterCard === 'summary' ? 'summary' : 'summary_large_image'}
                  twitterSite={String(values.twitterSite ?? '')}
                />
                {warnings.length > 0 ? (
                  <Warnings aria-label={intl.formatMessage({ id: 'dashboard.marketing.social.form.warnings' })}>
                    {warnings.map((w) => (
                      <li key={`${w.platform}-${w.field}`}>
                        <FormattedMessage
                          id={CUT_MESSAGES[w.field]}
                          values={{
                            platform: intl.formatMessage({ id: PLATFORM_NAMES[w.platform] }),
                            limit: <bdi dir="ltr">{formatNumber(w.limit, locale)}</bdi>,
                            n: <bdi dir="ltr">{formatNumber(w.length, locale)}</bdi>,
                          }}
                        />
                      </li>
                    ))}
                  </Warnings>
                ) : null}
              </section>
            );
          }}
        </FormSpy>
      </DialogLayout>
      <Actions>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          <FormattedMessage id="dashboard.marketing.social.form.cancel" />
        </Button>
        <FormSubmit>
          <FormattedMessage id={editing ? 'dashboard.marketing.social.form.save' : 'dashboard.marketing.social.form.add'} />
        </FormSubmit>
      </Actions>
    </Form>
  );
}
