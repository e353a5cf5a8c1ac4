import { ApiRequestError, useReminderCustomers, useShopReminders } from '@dukkan/data';
import { reminderDubaiParts, RemindersView } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { customersUrls } from '../customers/urls.ts';
import { useRemindersNow } from './clock.ts';
import { reminderItem, useReminderEditor } from './useReminderEditor.tsx';

/**
 * /customers/reminders (issue #13 item 4, decision 0073): the shop's reminders of both kinds
 * (crm-v2 reminder/list and reminder/global/list) in three sections by the Dubai day, with the
 * customers' names (GET /customer/{id} for each customer with a reminder). A new reminder here
 * is the shop's own; a customer's is added on their page.
 */
export function RemindersRoute() {
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('customers:update');
  const crumbs = useCrumbs();
  const reminders = useShopReminders(shopId);
  const customerIds = (reminders.data ?? []).flatMap((r) => (r.customer ? [r.customer] : []));
  const names = useReminderCustomers(shopId, customerIds);
  const editor = useReminderEditor();
  const now = useRemindersNow();
  // The names come after the reminders: until then (or if they fail) the rows wait, not the page.
  const namesReady = customerIds.length === 0 || names.data !== undefined || names.error !== undefined;
  const loaded = reminders.data !== undefined && namesReady;
  const error = reminders.error ?? (names.error && !names.data ? names.error : undefined);

  return (
    <>
      <RemindersView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        reminders={(reminders.data ?? []).map((row) => reminderItem(row, names.data))}
        status={error && !loaded ? 'error' : loaded ? 'ready' : 'loading'}
        error={error instanceof ApiRequestError ? error.error : null}
        onRetry={() => {
          reminders.retry();
          void names.mutate();
        }}
        today={reminderDubaiParts(now()).date}
        canEdit={canEdit}
        onAdd={() => editor.add({ kind: 'global' })}
        onEdit={editor.edit}
        onDelete={editor.remove}
        customerHref={(id) => customersUrls.customer(id, 'reminders')}
        customersHref={customersUrls.list()}
      />
      {editor.dialog}
    </>
  );
}
