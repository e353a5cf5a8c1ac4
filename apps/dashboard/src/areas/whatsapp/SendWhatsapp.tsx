import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  runWhatsappSends,
  sendWhatsappMessage,
  useWhatsappTemplate,
  useWhatsappTemplates,
  whatsappSendRows,
  type WhatsappContext,
  type WhatsappSendRow,
} from '@dukkan/data';
import { SendWhatsappDialog, type WhatsappRecipientItem, type WhatsappSendValues } from '@dukkan/screens';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { whatsappUrls } from './urls.ts';

export interface SendWhatsappProps {
  /** The customers selected in the customers list. */
  recipients: readonly WhatsappRecipientItem[];
  onClose: () => void;
}

interface Run {
  rows: WhatsappSendRow[];
  values: WhatsappSendValues;
}

/** An SWR answer as a part of the dialog that loads on its own. */
function loadable<T>(swr: { data?: T; error?: unknown; mutate: () => unknown }) {
  return {
    data: swr.data,
    status: swr.error && !swr.data ? ('error' as const) : swr.data ? ('ready' as const) : ('loading' as const),
    retry: () => void swr.mutate(),
  };
}

/**
 * "Send WhatsApp" for the customers list's selection (issue #13 item 9, decision 0069): the
 * shop's templates (GET /whatsapp/templates), the chosen one read fresh (GET
 * /whatsapp/template/{id}), then POST /whatsapp/messages/send once per recipient, three at a
 * time, each row's progress shown. "Retry failed" sends to the failed rows only, with the keys
 * of their first attempt, so nobody gets the message twice.
 */
export function SendWhatsapp({ recipients, onClose }: SendWhatsappProps) {
  const { client } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const templates = loadable(useWhatsappTemplates(shopId));
  const [templateId, setTemplateId] = useState<string | null>(null);
  const chosen = loadable(useWhatsappTemplate(shopId, templateId));
  const [run, setRun] = useState<Run | null>(null);
  const running = useRef(false);
  const ctx: WhatsappContext | null = shopId ? { client, mutate, shop: shopId } : null;

  async function start(rows: WhatsappSendRow[], values: WhatsappSendValues) {
    if (!ctx || running.current) return;
    running.current = true;
    setRun({ rows, values });
    await runWhatsappSends(
      rows,
      async (row) =>
        (
          await sendWhatsappMessage(ctx, {
            recipient: row.phone,
            template: values.template,
            params: values.params,
            idempotencyKey: row.key,
          })
        ).error,
      (next) => setRun({ rows: next, values }),
    );
    running.current = false;
  }

  return (
    <SendWhatsappDialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !running.current) onClose();
      }}
      recipients={recipients}
      templates={templates.data ?? []}
      templatesStatus={templates.status}
      onRetryTemplates={templates.retry}
      templateId={templateId}
      onTemplateChange={setTemplateId}
      chosen={templateId ? chosen : null}
      rows={run?.rows ?? null}
      sentParams={run?.values.params ?? []}
      onSend={(values) => void start(whatsappSendRows(recipients), values)}
      onRetryFailed={() => {
        if (run) void start(run.rows, run.values);
      }}
      templatesHref={whatsappUrls.templates()}
    />
  );
}
