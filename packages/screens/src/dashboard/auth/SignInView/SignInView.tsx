import { FormSpy } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, FormField, FormSubmit, type SubmitResult } from '@dukkan/ui';
import { Card, Fields, Page, Subtitle, Title } from './SignInView.styles.ts';

export type SignInMethod = 'phone' | 'userName';

export interface SignInValues {
  method: SignInMethod;
  /** E.164 (+971…), normalised by the phone field: Arabic-Indic digits and spaces are accepted. */
  phone: string;
  userName: string;
  password: string;
  rememberMe: boolean;
}

export interface SignInViewProps {
  /**
   * Sends `/entrance/login` (vendor spec §7). Resolve with a translated message to show it in
   * the form's summary (e.g. wrong password); resolve with nothing on success.
   */
  onSubmit: (values: SignInValues) => Promise<string | undefined>;
  initialValues?: Partial<SignInValues>;
}

/** A UAE mobile number as the phone field gives it. */
const UAE_MOBILE = /^\+9715\d{8}$/;

/**
 * Vendor and staff sign-in (vendor spec §4, §7) on the form layer: phone number or user name,
 * password, remember me. A blocked submit shows "Form incomplete." and sends nothing (§4 Forms).
 */
export function SignInView({ onSubmit, initialValues }: SignInViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });

  async function submit(values: Record<string, unknown>): Promise<SubmitResult | undefined> {
    const message = await onSubmit({
      method: values.method === 'userName' ? 'userName' : 'phone',
      phone: String(values.phone ?? ''),
      userName: String(values.userName ?? ''),
      password: String(values.password ?? ''),
      rememberMe: values.rememberMe === true,
    });
    return message ? { formError: message } : undefined;
  }

  return (
    <Page id="main">
      <Card>
        <div>
          <Title>
            <FormattedMessage id="dashboard.signIn.title" />
          </Title>
          <Subtitle>
            <FormattedMessage id="dashboard.signIn.subtitle" />
          </Subtitle>
        </div>
        <Form
          onSubmit={submit}
          aria-label={t('dashboard.signIn.title')}
          initialValues={{ method: 'phone', phone: '', userName: '', password: '', rememberMe: true, ...initialValues }}
        >
          <Fields>
            <FormField
              type="radio"
              name="method"
              label={{ id: 'dashboard.signIn.method' }}
              options={[
                { value: 'phone', label: t('dashboard.signIn.method.phone') },
                { value: 'userName', label: t('dashboard.signIn.method.userName') },
              ]}
            />
            <FormSpy subscription={{ values: true }}>
              {({ values }) =>
                values.method === 'userName' ? (
                  <FormField
                    key="userName"
                    type="text"
                    name="userName"
                    label={{ id: 'dashboard.signIn.userName' }}
                    rules="required:trim"
                    inputProps={{ autoComplete: 'username', dir: 'ltr' }}
                  />
                ) : (
                  <FormField
                    key="phone"
                    type="phone"
                    name="phone"
                    label={{ id: 'dashboard.signIn.phone' }}
                    description={{ id: 'dashboard.signIn.phone.help' }}
                    rules={['required', ['matches', UAE_MOBILE]]}
                    messages={{ matches: { id: 'dashboard.signIn.phone.invalid' } }}
                  />
                )
              }
            </FormSpy>
            <FormField
              type="password"
              name="password"
              label={{ id: 'dashboard.signIn.password' }}
              rules="required"
              inputProps={{ autoComplete: 'current-password' }}
            />
            <FormField type="checkbox" name="rememberMe" label={{ id: 'dashboard.signIn.rememberMe' }} />
            <FormSubmit fullWidth size="lg">
              <FormattedMessage id="dashboard.signIn.submit" />
            </FormSubmit>
          </Fields>
        </Form>
      </Card>
    </Page>
  );
}
