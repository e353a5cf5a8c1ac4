import { FormattedMessage } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { FormField, FormPage, FormPageSection, type CustomRule, type PageBreadcrumb, type SubmitResult } from '@dukkan/ui';

export interface ReviewSettingsFormValues {
  enMsgTemplate: string;
  arMsgTemplate: string;
  promoSmsEnabled: boolean;
}

export interface ReviewSettingsViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** GET /vendor/reviews/adjust-settings. */
  settings: ReviewSettingsFormValues | undefined;
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  /** Owners and leads (`marketing:update`) change them; anyone else reads. */
  canEdit: boolean;
  /** Resolve with null when saved, or with the refusal (the form keeps the edits). */
  onSubmit: (values: ReviewSettingsFormValues) => Promise<ApiError | null>;
}

type Values = Partial<ReviewSettingsFormValues>;

/** The invitation must carry the review's link, or the customer cannot answer (the server refuses it too). */
const hasLink: CustomRule = {
  name: 'reviewLink',
  validate: ({ value }) => String(value ?? '').includes('{link}'),
  message: { id: 'dashboard.reviews.settings.link' },
};

const RULES = ['required:trim', 'length:1,480', hasLink] as const;

function settingsErrors(error: ApiError): SubmitResult {
  if (error.kind === 'network') return { formError: { id: 'dashboard.reviews.error.network' } };
  if (error.code === 'missing_link') return { formError: { id: 'dashboard.reviews.settings.link' } };
  return { formError: { id: 'dashboard.reviews.error.save' } };
}

/**
 * Review settings (vendor spec §3 "Review settings"): the invitation texted to the customer in
 * English and in Arabic, edited side by side, with `{name}`, `{shop}` and `{link}` filled in
 * when sent; and whether promotional texts go out with it.
 */
export function ReviewSettingsView(props: ReviewSettingsViewProps) {
  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const error = await props.onSubmit({
      enMsgTemplate: String(values.enMsgTemplate ?? '').trim(),
      arMsgTemplate: String(values.arMsgTemplate ?? '').trim(),
      promoSmsEnabled: values.promoSmsEnabled === true,
    });
    return error ? settingsErrors(error) : undefined;
  }
  return (
    <FormPage<Values>
      title={<FormattedMessage id="dashboard.reviews.settings.title" />}
      description={<FormattedMessage id="dashboard.reviews.settings.description" />}
      breadcrumbs={props.breadcrumbs}
      status={props.status}
      error={<FormattedMessage id="dashboard.reviews.settings.failed" />}
      onRetry={props.onRetry}
      readOnly={!props.canEdit}
      initialValues={props.settings}
      onSubmit={submit}
    >
      <FormPageSection title={<FormattedMessage id="dashboard.reviews.settings.message" />}>
        <FormField
          type="textarea"
          name="enMsgTemplate"
          label={{ id: 'dashboard.reviews.settings.en' }}
          description={{ id: 'dashboard.reviews.settings.help' }}
          rules={[...RULES]}
          inputProps={{ dir: 'ltr', lang: 'en', maxCharacters: 480 }}
        />
        <FormField
          type="textarea"
          name="arMsgTemplate"
          label={{ id: 'dashboard.reviews.settings.ar' }}
          description={{ id: 'dashboard.reviews.settings.help' }}
          rules={[...RULES]}
          inputProps={{ dir: 'rtl', lang: 'ar', maxCharacters: 480 }}
        />
      </FormPageSection>
      <FormPageSection title={<FormattedMessage id="dashboard.reviews.settings.promo" />}>
        <FormField
          type="switch"
          name="promoSmsEnabled"
          label={{ id: 'dashboard.reviews.settings.promoSms' }}
          description={{ id: 'dashboard.reviews.settings.promoSms.help' }}
        />
      </FormPageSection>
    </FormPage>
  );
}
