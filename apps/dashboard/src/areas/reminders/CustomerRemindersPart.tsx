import { useCustomerReminders } from '@dukkan/data';
import { CustomerReminders, reminderDubaiParts } from '@dukkan/screens';
import { useRemindersNow } from './clock.ts';
import { remindersUrls } from './urls.ts';
import { reminderItem, useReminderEditor } from './useReminderEditor.tsx';

/**
 * A customer's reminders on their page (crm-v2 reminder/list with `customer`, add, get, update,
 * delete; decision 0073): the tab's count and content, and the reminder dialog to render once.
 */
export function useCustomerRemindersPart(
  shopId: string | undefined,
  customer: { id: string; fullName: string } | undefined,
  canEdit: boolean,
) {
  const reminders = useCustomerReminders(shopId, customer?.id);
  const editor = useReminderEditor();
  const now = useRemindersNow();
  const name = customer?.fullName ?? '';
  const items = (reminders.data ?? []).map((row) => ({ ...reminderItem(row), customerName: name }));
  return {
    reminders: {
      count: items.length,
      content: (
        <CustomerReminders
          customerName={name}
          reminders={items}
          status={reminders.error && !reminders.data ? 'error' : reminders.data ? 'ready' : 'loading'}
          onRetry={() => void reminders.mutate()}
          today={reminderDubaiParts(now()).date}
          canEdit={canEdit}
          onAdd={() => editor.add({ kind: 'customer', customerId: customer?.id ?? '', customerName: name })}
          onEdit={editor.edit}
          onDelete={editor.remove}
          remindersHref={remindersUrls.reminders()}
        />
      ),
    },
    dialog: editor.dialog,
  };
}
