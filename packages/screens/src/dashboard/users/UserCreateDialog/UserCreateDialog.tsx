import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, type ApiError } from '@dukkan/core';
import { Button, Dialog, Form, FormField, FormSubmit, normalisePhone, type CustomRule, type SubmitResult } from '@dukkan/ui';
import { ROLE_VALUES, UserCreateDialogRoles } from './UserCreateDialogRoles.tsx';
import { Actions, Fields, Pair } from './UserCreateDialog.styles.ts';

/** What POST /pos/user takes (vendor spec §3 "POS user"), without the shop the app adds. */
export interface NewPosUser {
  fullName: string;
  /** The national number, digits only (`501234567`), whatever digits were typed. */
  phone: string;
  /** Always the UAE, `971`. */
  countryCode: string;
  emailAddress: string;
  password: string;
  isCashier: boolean;
  isKitchen: boolean;
}

export interface UserCreateDialogProps {
  isOpen: boolean;
  /** Cancel, Escape and the close button; the caller keeps the open state (the URL's `dialog`). */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Sends the new staff member. Resolve with null when they are added (the caller closes the
   * dialog and says so); with the call's error to show it on its field or at the top of the
   * form, keeping everything typed.
   */
  onSubmit: (user: NewPosUser) => Promise<ApiError | null>;
}

/** The password rule of decision 0043: 8 to 128 characters, as the platform refuses shorter ones. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A UAE mobile (the POS user's countryCode is 971): PhoneInput's E.164, Arabic-Indic digits already read. */
const uaeMobile: CustomRule = {
  name: 'uaeMobile',
  validate: ({ value }) => {
    const phone = normalisePhone(String(value ?? ''));
    return phone.valid && phone.countryCode === '971';
  },
  message: { id: 'dashboard.users.create.phone.invalid' },
};

const RULES = {
  fullName: 'required:trim|length:2,120',
  phone: ['required', uaeMobile],
  emailAddress: 'required:trim|email|length:0,254',
  password: `required|length:${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}`,
  password_confirm: 'required|confirm:password',
} as const;

type Values = {
  fullName?: string;
  phone?: string;
  emailAddress?: string;
  password?: string;
  password_confirm?: string;
  roles?: string[];
};

const INITIAL: Values = { fullName: '', phone: '', emailAddress: '', password: '', password_confirm: '', roles: [] };

/** Where a refusal of POST /pos/user is shown: on its field, or at the top of the form. */
export function createErrorResult(error: ApiError): SubmitResult {
  switch (error.code) {
    case 'duplicate_phone':
      return { fieldErrors: { phone: { id: 'dashboard.users.create.error.duplicatePhone' } } };
    case 'invalid_phone':
      return { fieldErrors: { phone: { id: 'dashboard.users.create.phone.invalid' } } };
    case 'invalid_email':
      return { fieldErrors: { emailAddress: { id: 'ui.form.rule.email' } } };
    case 'weak_password':
      return { fieldErrors: { password: { id: 'dashboard.users.create.error.weakPassword' } } };
    case 'role_required':
      return { fieldErrors: { roles: { id: 'dashboard.users.create.roles.required' } } };
    default:
      break;
  }
  if (error.kind === 'network') return { formError: { id: 'dashboard.users.create.error.network' } };
  if (error.status === 401 || error.status === 403) return { formError: { id: 'dashboard.users.create.error.forbidden' } };
  return { formError: { id: 'dashboard.users.create.error.server' } };
}

function toNewUser(values: Values): NewPosUser {
  const phone = normalisePhone(String(values.phone ?? ''));
  const roles = values.roles ?? [];
  return {
    fullName: String(values.fullName ?? '').trim(),
    phone: phone.national,
    countryCode: phone.countryCode,
    emailAddress: String(values.emailAddress ?? '').trim(),
    password: String(values.password ?? ''),
    isCashier: roles.includes(ROLE_VALUES[0]),
    isKitchen: roles.includes(ROLE_VALUES[1]),
  };
}

/**
 * "Add a staff member" (vendor spec §3 "POS user", §7 POST /pos/user): name, UAE mobile, e-mail,
 * a password typed twice, and at least one role. A blocked submit shows "Form incomplete." and
 * sends nothing; a refusal (the phone already has an account) shows on its field and keeps
 * everything typed. The staff member then signs in with the mobile number and this password.
 */
export function UserCreateDialog({ isOpen, onOpenChange, onSubmit }: UserCreateDialogProps) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const error = await onSubmit(toNewUser(values));
    return error ? createErrorResult(error) : undefined;
  }
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      // A click beside the dialog must not throw away a half-filled form.
      isDismissable={false}
      title={<FormattedMessage id="dashboard.users.create.title" />}
      description={<FormattedMessage id="dashboard.users.create.description" />}
    >
      <Form<Values> onSubmit={submit} initialValues={INITIAL} aria-label={intl.formatMessage({ id: 'dashboard.users.create.title' })}>
        <Fields>
          <FormField
            name="fullName"
            label={{ id: 'dashboard.users.create.fullName' }}
            rules={RULES.fullName}
            inputProps={{ autoComplete: 'off' }}
          />
          <FormField
            type="phone"
            name="phone"
            label={{ id: 'dashboard.users.create.phone' }}
            description={{ id: 'dashboard.users.create.phone.help' }}
            rules={RULES.phone}
          />
          <FormField
            type="email"
            name="emailAddress"
            label={{ id: 'dashboard.users.create.email' }}
            rules={RULES.emailAddress}
            inputProps={{ autoComplete: 'off', dir: 'ltr', inputMode: 'email' }}
          />
          <Pair>
            <FormField
              type="password"
              name="password"
              label={{ id: 'dashboard.users.create.password' }}
              description={{ id: 'dashboard.users.create.password.help', values: { n: formatNumber(PASSWORD_MIN_LENGTH, locale) } }}
              rules={RULES.password}
              inputProps={{ autoComplete: 'new-password' }}
            />
            <FormField
              type="password"
              name="password_confirm"
              label={{ id: 'dashboard.users.create.passwordConfirm' }}
              description={{ id: 'dashboard.users.create.passwordConfirm.help' }}
              validationLabel={{ id: 'dashboard.users.create.passwordConfirm.name' }}
              rules={RULES.password_confirm}
              inputProps={{ autoComplete: 'new-password' }}
            />
          </Pair>
          <UserCreateDialogRoles />
          <Actions>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              <FormattedMessage id="dashboard.users.create.cancel" />
            </Button>
            <FormSubmit>
              <FormattedMessage id="dashboard.users.create.submit" />
            </FormSubmit>
          </Actions>
        </Fields>
      </Form>
    </Dialog>
  );
}
