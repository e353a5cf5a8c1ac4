import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, InlineAlert, TextField } from '@dukkan/ui';
import { Actions, Fields } from '../../areas/DeliveryAreaDialog/DeliveryAreaDialog.styles.ts';
import { driverRefusalId, type DriverItem } from '../types.ts';

export interface DriverAccountDialogProps {
  isOpen: boolean;
  /** Without an account: set one (login name and password); with one: change its password. */
  driver: DriverItem | null;
  onOpenChange: (isOpen: boolean) => void;
  /** `login` is null when only the password changes. Resolve with null when saved, or the error. */
  onSubmit: (login: string | null, password: string) => Promise<ApiError | null>;
}

const LOGIN = /^[a-z0-9._-]{3,60}$/;
const MIN_PASSWORD = 8;

/**
 * The driver's account in the driver app (driver/account, account/change-password): a login name
 * (letters, digits, dots, dashes, underscores) and a password of at least 8 characters, typed
 * twice. The password is never shown back; a refusal keeps what was typed.
 */
export function DriverAccountDialog({ isOpen, driver, onOpenChange, onSubmit }: DriverAccountDialogProps) {
  const changing = Boolean(driver?.accountName);
  const name = <bdi>{driver?.name ?? ''}</bdi>;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      isDismissable={false}
      title={
        <FormattedMessage
          id={changing ? 'dashboard.delivery.drivers.password.title' : 'dashboard.delivery.drivers.account.title'}
          values={{ name }}
        />
      }
      description={
        changing ? (
          <FormattedMessage
            id="dashboard.delivery.drivers.password.description"
            values={{ login: <bdi dir="ltr">{driver?.accountName}</bdi> }}
          />
        ) : (
          <FormattedMessage id="dashboard.delivery.drivers.account.description" />
        )
      }
    >
      <AccountForm key={driver?.id ?? 'none'} driver={driver} onOpenChange={onOpenChange} onSubmit={onSubmit} />
    </Dialog>
  );
}

type Field = 'login' | 'password' | 'repeat';

function AccountForm({ driver, onOpenChange, onSubmit }: Omit<DriverAccountDialogProps, 'isOpen'>) {
  const intl = useIntl();
  const changing = Boolean(driver?.accountName);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const next: Partial<Record<Field, string>> = {};
    if (!changing && !LOGIN.test(login.trim().toLowerCase())) next.login = 'dashboard.delivery.drivers.account.login.invalid';
    if (password.length < MIN_PASSWORD) next.password = 'dashboard.delivery.drivers.account.password.short';
    else if (repeat !== password) next.repeat = 'dashboard.delivery.drivers.account.repeat.mismatch';
    setErrors(next);
    setRefusal(null);
    const first = (['login', 'password', 'repeat'] as const).find((f) => next[f]);
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    sending.current = true;
    setSaving(true);
    const refused = await onSubmit(changing ? null : login.trim().toLowerCase(), password);
    setSaving(false);
    // Saved: the caller closes the dialog; a second click that lands meanwhile sends nothing.
    if (!refused) return;
    sending.current = false;
    if (refused.code === 'duplicate_login') setErrors({ login: 'dashboard.delivery.drivers.refused.duplicateLogin' });
    else setRefusal(refused);
  }

  const error = (field: Field) => (errors[field] ? <FormattedMessage id={errors[field]} /> : undefined);
  const title = intl.formatMessage(
    { id: changing ? 'dashboard.delivery.drivers.password.title' : 'dashboard.delivery.drivers.account.title' },
    { name: driver?.name ?? '' },
  );

  return (
    <form ref={form} noValidate onSubmit={(e) => void submit(e)} aria-label={title}>
      <Fields>
        <div aria-live="polite">
          {refusal ? (
            <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.delivery.drivers.saveFailed" />}>
              <FormattedMessage id={driverRefusalId(refusal)} />
            </InlineAlert>
          ) : null}
        </div>
        {changing ? null : (
          <TextField
            name="login"
            label={<FormattedMessage id="dashboard.delivery.drivers.account.login" />}
            description={<FormattedMessage id="dashboard.delivery.drivers.account.login.help" />}
            value={login}
            onChange={(e) => setLogin(e.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            required
            error={error('login')}
          />
        )}
        <TextField
          name="password"
          type="password"
          label={
            <FormattedMessage id={changing ? 'dashboard.delivery.drivers.password.new' : 'dashboard.delivery.drivers.account.password'} />
          }
          description={<FormattedMessage id="dashboard.delivery.drivers.account.password.help" />}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
          dir="ltr"
          required
          error={error('password')}
        />
        <TextField
          name="repeat"
          type="password"
          label={<FormattedMessage id="dashboard.delivery.drivers.account.repeat" />}
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          autoComplete="new-password"
          dir="ltr"
          required
          error={error('repeat')}
        />
        <Actions>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <FormattedMessage id="dashboard.delivery.areas.cancel" />
          </Button>
          <Button type="submit" loading={saving}>
            <FormattedMessage id={changing ? 'dashboard.delivery.drivers.password.save' : 'dashboard.delivery.drivers.account.save'} />
          </Button>
        </Actions>
      </Fields>
    </form>
  );
}
