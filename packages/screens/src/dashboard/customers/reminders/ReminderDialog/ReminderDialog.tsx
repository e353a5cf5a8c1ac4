import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, Form, FormField, FormSubmit, type CustomRule, type SubmitResult } from '@dukkan/ui';
import { dubaiParts, nextQuarterHour, reminderRefusalId } from '../reminderText.ts';
import type { ReminderFormValues, ReminderItem } from '../types.ts';
import { Actions, Fields, Inline } from './ReminderDialog.styles.ts';

/** What the mock keeps (crm-v2.reminders.ts): a note up to 1,000 characters, a title up to 120. */
export const REMINDER_NOTE_LIMIT = 1000;
export const REMINDER_TITLE_LIMIT = 120;

export interface ReminderDialogProps {
  isOpen: boolean;
  /** A shop reminder (with a title) or one about a customer, named in the dialog. */
  owner: { kind: 'global' } | { kind: 'customer'; customerName: string };
  /** The reminder being changed, as the server has it now; absent for a new one. */
  reminder?: ReminderItem | null;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when saved (the caller closes the dialog), or with the refusal to show it. */
  onSubmit: (values: ReminderFormValues) => Promise<ApiError | null>;
  /** "Now", for the rule that refuses a time already past; injected by stories and tests. */
  now?: () => Date;
}

type Values = { title?: string; note?: string; date?: string; time?: string };

const systemNow = () => new Date();

/**
 * "New reminder" and "Edit reminder" (crm-v2 reminder and reminder/global add, update): the
 * note, the day and the time on the shop's clock (Dubai), and a title for the shop's own. A new
 * reminder starts at the next quarter hour; a day or time already past is refused on its field
 * (an unchanged overdue reminder can still have its note corrected).
 */
export function ReminderDialog({ isOpen, owner, reminder, onOpenChange, onSubmit, now = systemNow }: ReminderDialogProps) {
  const intl = useIntl();
  const editing = Boolean(reminder);
  const titleId = editing ? 'dashboard.reminders.form.editTitle' : 'dashboard.reminders.form.addTitle';
  // The form's key: a new one starts fresh each time the dialog opens.
  const initial: Values = useMemo(() => {
    const slot = nextQuarterHour(now());
    return {
      title: reminder?.title ?? '',
      note: reminder?.note ?? '',
      date: reminder?.date ?? slot.date,
      time: reminder?.time ?? slot.time,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh slot per opening, not per render
  }, [reminder, isOpen]);

  const rules = useMemo(() => {
    const unchanged = (getValue: (name: string) => unknown) =>
      editing && getValue('date') === reminder?.date && getValue('time') === reminder?.time;
    const notPastDay: CustomRule = {
      name: 'reminder_day_not_past',
      validate: ({ value, getValue, now: clock }) => !value || unchanged(getValue) || String(value) >= dubaiParts(clock()).date,
      message: { id: 'dashboard.reminders.form.date.past' },
    };
    const notPastTime: CustomRule = {
      name: 'reminder_time_not_past',
      validate: ({ value, getValue, now: clock }) => {
        if (!value || unchanged(getValue)) return true;
        const today = dubaiParts(clock());
        return String(getValue('date') ?? '') !== today.date || String(value) >= today.time;
      },
      message: { id: 'dashboard.reminders.form.time.past' },
    };
    return {
      title: `required:trim|length:0,${REMINDER_TITLE_LIMIT}`,
      note: `required:trim|length:0,${REMINDER_NOTE_LIMIT}`,
      date: ['required', notPastDay],
      time: ['required', notPastTime],
    } as const;
  }, [editing, reminder]);

  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const error = await onSubmit({
      title: owner.kind === 'global' ? String(values.title ?? '').trim() : '',
      note: String(values.note ?? '').trim(),
      date: String(values.date ?? ''),
      time: String(values.time ?? ''),
    });
    return error ? { formError: { id: reminderRefusalId(error) } } : undefined;
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      isDismissable={false}
      title={<FormattedMessage id={titleId} />}
      description={
        owner.kind === 'customer' ? (
          <FormattedMessage
            id="dashboard.reminders.form.aboutCustomer"
            values={{ name: <bdi>{owner.customerName || intl.formatMessage({ id: 'dashboard.reminders.customerUnknown' })}</bdi> }}
          />
        ) : (
          <FormattedMessage id="dashboard.reminders.form.aboutShop" />
        )
      }
    >
      <Form<Values>
        key={`${reminder?.id ?? 'new'}-${initial.date}-${initial.time}`}
        onSubmit={submit}
        initialValues={initial}
        now={now}
        aria-label={intl.formatMessage({ id: titleId })}
      >
        <Fields>
          {owner.kind === 'global' ? (
            <FormField name="title" label={{ id: 'dashboard.reminders.form.title' }} rules={rules.title} inputProps={{ dir: 'auto' }} />
          ) : null}
          <FormField
            type="textarea"
            name="note"
            label={{ id: 'dashboard.reminders.form.note' }}
            rules={rules.note}
            inputProps={{ dir: 'auto', rows: 3, autoGrow: true, maxCharacters: REMINDER_NOTE_LIMIT }}
          />
          <Inline>
            <FormField
              type="date"
              name="date"
              label={{ id: 'dashboard.reminders.form.date' }}
              description={{ id: 'dashboard.reminders.form.date.help' }}
              rules={rules.date}
            />
            <FormField type="time" name="time" label={{ id: 'dashboard.reminders.form.time' }} rules={rules.time} />
          </Inline>
          <Actions>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              <FormattedMessage id="dashboard.reminders.form.cancel" />
            </Button>
            <FormSubmit>
              <FormattedMessage id={editing ? 'dashboard.reminders.form.save' : 'dashboard.reminders.form.add'} />
            </FormSubmit>
          </Actions>
        </Fields>
      </Form>
    </Dialog>
  );
}
