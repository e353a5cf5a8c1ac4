import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import { addReminder, deleteReminder, fetchReminder, updateReminder, type ReminderRow, type RemindersContext } from '@dukkan/data';
import { ReminderDialog, reminderSubject, type ReminderFormValues, type ReminderItem } from '@dukkan/screens';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { useRemindersNow } from './clock.ts';

export const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };

/** A reminder as the screens show it, with its customer's name when known. */
export function reminderItem(row: ReminderRow, names?: ReadonlyMap<string, string>): ReminderItem {
  const name = row.customer ? names?.get(row.customer) : undefined;
  return {
    id: row.id,
    kind: row.kind,
    ...(row.customer ? { customerId: row.customer } : {}),
    ...(name ? { customerName: name } : {}),
    ...(row.title ? { title: row.title } : {}),
    note: row.note,
    date: row.reminderDate,
    time: row.reminderTime,
  };
}

type Open = { owner: { kind: 'global' } | { kind: 'customer'; customerId: string; customerName: string }; reminder: ReminderItem | null };

/**
 * What the reminders page and a customer's page both do with a reminder: add one (the shop's, or
 * a customer's), open one to change it as the server has it now (crm-v2 reminder get), save it,
 * and delete it after asking. Each outcome is said in a toast (a live region).
 */
export function useReminderEditor() {
  const { client, toasts, dialogs } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const intl = useIntl();
  const { shopId } = useWorkingShop();
  const [open, setOpen] = useState<Open | null>(null);
  const now = useRemindersNow();
  const ctx: RemindersContext | null = shopId ? { client, mutate, shop: shopId } : null;

  function add(owner: Open['owner']) {
    setOpen({ owner, reminder: null });
  }

  async function edit(item: ReminderItem) {
    if (!ctx) return;
    const fresh = await fetchReminder(ctx, item.kind, item.id);
    if (fresh.error || !fresh.data) {
      toasts.add({
        tone: 'error',
        title: (
          <FormattedMessage id={fresh.error?.status === 404 ? 'dashboard.reminders.goneMeanwhile' : 'dashboard.reminders.loadOneFailed'} />
        ),
      });
      return;
    }
    const reminder = { ...reminderItem(fresh.data), ...(item.customerName ? { customerName: item.customerName } : {}) };
    setOpen({
      owner:
        item.kind === 'global'
          ? { kind: 'global' }
          : { kind: 'customer', customerId: item.customerId ?? '', customerName: item.customerName ?? '' },
      reminder,
    });
  }

  async function submit(values: ReminderFormValues): Promise<ApiError | null> {
    if (!ctx || !open) return NO_SHOP;
    const draft = { title: values.title, note: values.note, reminderDate: values.date, reminderTime: values.time };
    const result = open.reminder
      ? await updateReminder(ctx, open.reminder.kind, open.reminder.id, draft)
      : await addReminder(
          ctx,
          open.owner.kind === 'customer' ? { kind: 'customer', customer: open.owner.customerId } : { kind: 'global' },
          draft,
        );
    if (result.error) return result.error;
    toasts.add({
      tone: 'success',
      title: <FormattedMessage id={open.reminder ? 'dashboard.reminders.saved' : 'dashboard.reminders.added'} />,
    });
    setOpen(null);
    return null;
  }

  async function remove(item: ReminderItem) {
    if (!ctx) return;
    const sure = await dialogs.confirm({
      title: 'dashboard.reminders.delete.title',
      message: 'dashboard.reminders.delete.message',
      values: { subject: reminderSubject(intl, item) },
    });
    if (!sure) return;
    const error = await deleteReminder(ctx, item.kind, item.id);
    toasts.add(
      error
        ? { tone: 'error', title: <FormattedMessage id="dashboard.reminders.deleteFailed" /> }
        : { tone: 'success', title: <FormattedMessage id="dashboard.reminders.deleted" /> },
    );
  }

  const dialog = (
    <ReminderDialog
      isOpen={open !== null}
      owner={open?.owner.kind === 'customer' ? { kind: 'customer', customerName: open.owner.customerName } : { kind: 'global' }}
      reminder={open?.reminder ?? null}
      onOpenChange={(isOpen) => {
        if (!isOpen) setOpen(null);
      }}
      onSubmit={submit}
      now={now}
    />
  );

  return { add, edit: (item: ReminderItem) => void edit(item), remove: (item: ReminderItem) => void remove(item), dialog };
}
