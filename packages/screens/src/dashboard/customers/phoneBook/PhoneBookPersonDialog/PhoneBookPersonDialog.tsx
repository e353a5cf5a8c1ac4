import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, Form, FormField, FormSubmit, normalisePhone, type CustomRule, type SubmitResult } from '@dukkan/ui';
import { PHONE_BOOK_FIELD_LIMITS as LIMITS, personRefusal } from '../phoneBookText.ts';
import type { PhoneBookPersonItem, PhoneBookPersonValues } from '../types.ts';
import { Actions, Fields } from './PhoneBookPersonDialog.styles.ts';

export interface PhoneBookPersonDialogProps {
  isOpen: boolean;
  /** The person being changed; absent for a new one. */
  person?: Pick<PhoneBookPersonItem, 'id' | 'phone' | 'fullName' | 'notes'> | null;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when saved (the caller closes the dialog), or with the refusal to show it. */
  onSubmit: (values: PhoneBookPersonValues) => Promise<ApiError | null>;
}

/** A UAE mobile: PhoneInput's E.164, Arabic-Indic digits and a trunk 0 already read. */
const uaeMobile: CustomRule = {
  name: 'uaeMobile',
  validate: ({ value }) => {
    const phone = normalisePhone(String(value ?? ''));
    return phone.valid && phone.countryCode === '971';
  },
  message: { id: 'dashboard.phoneBook.person.phone.invalid' },
};

const RULES = {
  phone: ['required', uaeMobile],
  fullName: `required:trim|length:2,${LIMITS.fullName}`,
  notes: `length:0,${LIMITS.notes}`,
} as const;

type Values = { phone?: string; fullName?: string; notes?: string };

/**
 * "New person" and "Edit person" of the phone book (POST and PUT /crm/shops/{shop}/customers):
 * a UAE mobile typed in any digits, a full name and notes. A phone someone else has is refused
 * on the phone field, and everything typed stays.
 */
export function PhoneBookPersonDialog({ isOpen, person, onOpenChange, onSubmit }: PhoneBookPersonDialogProps) {
  const intl = useIntl();
  const titleId = person ? 'dashboard.phoneBook.person.editTitle' : 'dashboard.phoneBook.person.addTitle';
  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const error = await onSubmit({
      phone: normalisePhone(String(values.phone ?? '')).national,
      fullName: String(values.fullName ?? '').trim(),
      notes: String(values.notes ?? '').trim(),
    });
    return error ? personRefusal(error) : undefined;
  }
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      // A click beside the dialog must not throw away a half-filled form.
      isDismissable={false}
      title={<FormattedMessage id={titleId} />}
      description={<FormattedMessage id="dashboard.phoneBook.person.description" />}
    >
      <Form<Values>
        key={person?.id ?? 'new'}
        onSubmit={submit}
        initialValues={{ phone: person ? `+971${person.phone}` : '', fullName: person?.fullName ?? '', notes: person?.notes ?? '' }}
        aria-label={intl.formatMessage({ id: titleId })}
      >
        <Fields>
          <FormField
            type="phone"
            name="phone"
            label={{ id: 'dashboard.phoneBook.person.phone' }}
            description={{ id: 'dashboard.phoneBook.person.phone.help' }}
            rules={RULES.phone}
          />
          <FormField
            name="fullName"
            label={{ id: 'dashboard.phoneBook.person.fullName' }}
            rules={RULES.fullName}
            inputProps={{ autoComplete: 'off', dir: 'auto' }}
          />
          <FormField
            type="textarea"
            name="notes"
            label={{ id: 'dashboard.phoneBook.person.notes' }}
            description={{ id: 'dashboard.phoneBook.person.notes.help' }}
            rules={RULES.notes}
            inputProps={{ dir: 'auto', rows: 3, autoGrow: true }}
          />
          <Actions>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              <FormattedMessage id="dashboard.phoneBook.cancel" />
            </Button>
            <FormSubmit>
              <FormattedMessage id={person ? 'dashboard.phoneBook.person.save' : 'dashboard.phoneBook.person.add'} />
            </FormSubmit>
          </Actions>
        </Fields>
      </Form>
    </Dialog>
  );
}
