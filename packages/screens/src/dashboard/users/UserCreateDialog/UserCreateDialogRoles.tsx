import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Checkbox, CheckboxGroup, useFormField } from '@dukkan/ui';

export const ROLE_VALUES = ['cashier', 'kitchen'] as const;

const ROLE_MESSAGES = {
  cashier: { label: 'dashboard.role.cashier', help: 'dashboard.users.create.roles.cashier.help' },
  kitchen: { label: 'dashboard.role.kitchen', help: 'dashboard.users.create.roles.kitchen.help' },
} as const;

/**
 * The roles of the new staff member as one group bound to the form: at least one (the call
 * refuses a POS user who is neither). Its message shows once the group was changed, or on
 * submit (vendor spec §9: dirty for checkboxes), and the error summary's link lands on it.
 */
export function UserCreateDialogRoles() {
  const {
    inputRef,
    id,
    label,
    error,
    value: raw,
    onChange,
    onBlur,
    onFocus,
  } = useFormField({
    name: 'roles',
    label: { id: 'dashboard.users.create.roles' },
    rules: 'required',
    messages: { required: { id: 'dashboard.users.create.roles.required' } },
    valueType: 'value',
    defaultVisibility: 'dirty',
  });
  const focused = useRef(false);
  const value = Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];
  return (
    // The wrapper is the field's element for the summary link and focus(): its first checkbox
    // takes focus. Blur is focus leaving the group for good, not moving between its boxes.
    <div
      ref={inputRef}
      id={`${id}-field`}
      onFocus={() => {
        focused.current = true;
        onFocus();
      }}
      onBlur={() => {
        focused.current = false;
        setTimeout(() => {
          if (!focused.current) onBlur();
        }, 0);
      }}
    >
      <CheckboxGroup
        name="roles"
        label={label}
        description={<FormattedMessage id="dashboard.users.create.roles.help" />}
        error={error}
        value={value}
        onChange={(next) => onChange(next)}
        required
        orientation="horizontal"
      >
        {ROLE_VALUES.map((role) => (
          <Checkbox key={role} value={role} description={<FormattedMessage id={ROLE_MESSAGES[role].help} />}>
            <FormattedMessage id={ROLE_MESSAGES[role].label} />
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  );
}
