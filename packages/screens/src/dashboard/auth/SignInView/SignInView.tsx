import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Field, Form as FinalForm } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextField } from '@dukkan/ui';
import { Card, CheckRow, Form, FormError, MethodGroup, Page, Subtitle, Title } from './SignInView.styles.ts';

export type SignInMethod = 'phone' | 'userName';

export interface SignInValues {
  method: SignInMethod;
  phone: string;
  userName: string;
  password: string;
  rememberMe: boolean;
}

export interface SignInViewProps {
  /**
   * Sends `/entrance/login` (vendor spec §7). Resolve with a translated message to show it
   * as the form's error (e.g. wrong password); resolve with nothing on success.
   */
  onSubmit: (values: SignInValues) => Promise<string | undefined>;
  initialValues?: Partial<SignInValues>;
}

type Errors = Partial<Record<keyof SignInValues, string>>;

/** Vendor and staff sign-in: phone number or user name, and a password. */
export function SignInView({ onSubmit, initialValues }: SignInViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });

  function validate(values: Partial<SignInValues>): Errors {
    const errors: Errors = {};
    if (values.method === 'phone' && !values.phone?.trim()) errors.phone = t('dashboard.signIn.phone.required');
    if (values.method === 'userName' && !values.userName?.trim()) errors.userName = t('dashboard.signIn.userName.required');
    if (!values.password) errors.password = t('dashboard.signIn.password.required');
    return errors;
  }

  async function submit(values: SignInValues): Promise<SubmissionErrors | undefined> {
    const message = await onSubmit(values);
    return message ? { [FORM_ERROR]: message } : undefined;
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
        <FinalForm<SignInValues>
          onSubmit={submit}
          validate={validate}
          initialValues={{ method: 'phone', phone: '', userName: '', password: '', rememberMe: true, ...initialValues }}
          render={({ handleSubmit, submitting, submitError, values }) => (
            <Form onSubmit={handleSubmit} noValidate>
              <MethodGroup>
                <legend>
                  <FormattedMessage id="dashboard.signIn.method" />
                </legend>
                <label>
                  <Field name="method" component="input" type="radio" value="phone" />
                  <FormattedMessage id="dashboard.signIn.method.phone" />
                </label>
                <label>
                  <Field name="method" component="input" type="radio" value="userName" />
                  <FormattedMessage id="dashboard.signIn.method.userName" />
                </label>
              </MethodGroup>
              {values.method === 'phone' ? (
                <Field name="phone">
                  {({ input, meta }) => (
                    <TextField
                      {...input}
                      label={t('dashboard.signIn.phone')}
                      description={t('dashboard.signIn.phone.help')}
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel-national"
                      dir="ltr"
                      required
                      error={meta.touched && meta.error ? meta.error : undefined}
                    />
                  )}
                </Field>
              ) : (
                <Field name="userName">
                  {({ input, meta }) => (
                    <TextField
                      {...input}
                      label={t('dashboard.signIn.userName')}
                      autoComplete="username"
                      dir="ltr"
                      required
                      error={meta.touched && meta.error ? meta.error : undefined}
                    />
                  )}
                </Field>
              )}
              <Field name="password">
                {({ input, meta }) => (
                  <TextField
                    {...input}
                    label={t('dashboard.signIn.password')}
                    type="password"
                    autoComplete="current-password"
                    required
                    error={meta.touched && meta.error ? meta.error : undefined}
                  />
                )}
              </Field>
              <CheckRow>
                <Field name="rememberMe" component="input" type="checkbox" />
                <FormattedMessage id="dashboard.signIn.rememberMe" />
              </CheckRow>
              {submitError ? <FormError role="alert">{String(submitError)}</FormError> : null}
              <Button type="submit" loading={submitting} fullWidth size="lg">
                <FormattedMessage id="dashboard.signIn.submit" />
              </Button>
            </Form>
          )}
        />
      </Card>
    </Page>
  );
}
