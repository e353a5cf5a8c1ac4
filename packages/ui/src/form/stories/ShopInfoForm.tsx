import { FormattedMessage } from 'react-intl';
import { FormBilingualField } from '../../BilingualField/FormBilingualField.tsx';
import { Form, type FormProps } from '../Form.tsx';
import { FormActions } from '../Form.styles.ts';
import { FormField } from '../FormField.tsx';
import { FormSubmit } from '../FormSubmit.tsx';
import type { CustomRule, RuleDeclaration } from '../rules/index.ts';
import type { ValidationVisibility } from '../visibility.ts';

/** A UAE mobile number, with the country code or the leading 0. */
const UAE_MOBILE = /^(?:\+971|0)5\d{8}$/;

export interface ShopInfoFormProps {
  onSubmit: FormProps['onSubmit'];
  initialValues?: Record<string, unknown>;
  validationVisibility?: ValidationVisibility;
  /** The async uniqueness check of the e-mail address (a request in the app). */
  isEmailAvailable?: (email: string) => Promise<boolean>;
}

/**
 * A vendor's shop details, as the vendor dashboard would ask for them: the bilingual name,
 * contact e-mail (with an async "already used" check), website, phone, minimum order and the
 * terms. Used by the form layer's stories.
 */
export function ShopInfoForm({ onSubmit, initialValues, validationVisibility, isEmailAvailable }: ShopInfoFormProps) {
  const available: CustomRule | undefined = isEmailAvailable
    ? { name: 'email_available', validate: ({ value }) => isEmailAvailable(String(value)), message: { id: 'ui.story.form.emailTaken' } }
    : undefined;
  const emailRules: RuleDeclaration = available ? ['required', 'email', available] : 'required|email';
  return (
    <Form onSubmit={onSubmit} initialValues={initialValues} validationVisibility={validationVisibility}>
      <FormBilingualField
        name="name"
        label={{ id: 'ui.story.form.shopName' }}
        description={{ id: 'ui.story.form.shopNameHelp' }}
        rules="required:trim|length:3,60"
      />
      <FormField type="email" name="email" label={{ id: 'ui.story.form.email' }} rules={emailRules} />
      <FormField
        type="url"
        name="website"
        label={{ id: 'ui.story.form.website' }}
        description={{ id: 'ui.story.form.websiteHelp' }}
        rules="url"
      />
      <FormField type="tel" name="phone" label={{ id: 'ui.story.form.phone' }} rules={['required', ['matches', UAE_MOBILE]]} />
      <FormField
        type="number"
        name="minimum_order"
        label={{ id: 'ui.story.form.minimumOrder' }}
        description={{ id: 'ui.story.form.minimumOrderHelp' }}
        rules="required|number|between:0,1000"
      />
      <FormField
        type="checkbox"
        name="terms"
        label={{ id: 'ui.story.form.terms' }}
        validationLabel={{ id: 'ui.story.form.termsName' }}
        rules="accepted"
      />
      <FormActions>
        <FormSubmit>
          <FormattedMessage id="ui.story.form.save" />
        </FormSubmit>
      </FormActions>
    </Form>
  );
}
