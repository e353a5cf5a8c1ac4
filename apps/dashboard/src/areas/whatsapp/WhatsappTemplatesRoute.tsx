import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import {
  ApiRequestError,
  createWhatsappTemplate,
  deleteWhatsappTemplate,
  useWhatsappTemplates,
  WHATSAPP_LANGUAGES,
  WHATSAPP_STATUSES,
  type WhatsappContext,
  type WhatsappTemplateFilters,
} from '@dukkan/data';
import {
  WhatsappTemplateDialog,
  WhatsappTemplatesView,
  type WhatsappTemplateFilterState,
  type WhatsappTemplateFormValues,
  type WhatsappTemplateItem,
} from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { customersUrls } from '../customers/urls.ts';

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };
const NEW_DIALOG = 'new';

/** The URL's `f.status` and `f.lang`; unknown values are ignored. */
function filtersOf(raw: Record<string, string>): WhatsappTemplateFilterState {
  return {
    status: WHATSAPP_STATUSES.find((s) => s === raw.status) ?? null,
    lang: WHATSAPP_LANGUAGES.find((l) => l === raw.lang) ?? null,
  };
}

/**
 * /customers/whatsapp (vendor spec §7 WhatsApp; issue #13 item 9, decision 0069): the templates
 * (GET /whatsapp/templates, filtered by status and language in the URL), "New template" (POST
 * /whatsapp/template, `dialog=new`) and delete after asking (DELETE /whatsapp/template).
 */
export function WhatsappTemplatesRoute() {
  const { client, toasts, dialogs } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const intl = useIntl();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('customers:update');
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const filters = filtersOf(state.filters);
  const query: WhatsappTemplateFilters = {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.lang ? { lang: filters.lang } : {}),
  };
  const templates = useWhatsappTemplates(shopId, query);
  const ctx: WhatsappContext | null = shopId ? { client, mutate, shop: shopId } : null;
  const close = () => update({ dialog: null }, { replace: true });

  async function create(values: WhatsappTemplateFormValues): Promise<ApiError | null> {
    if (!ctx) return NO_SHOP;
    const result = await createWhatsappTemplate(ctx, values);
    if (result.error) return result.error;
    close();
    toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.whatsapp.templates.created" /> });
    return null;
  }

  async function remove(template: WhatsappTemplateItem) {
    if (!ctx) return;
    const sure = await dialogs.confirm({
      title: 'dashboard.whatsapp.templates.delete.title',
      message: 'dashboard.whatsapp.templates.delete.message',
      values: { name: template.name },
    });
    if (!sure) return;
    const error = await deleteWhatsappTemplate(ctx, template.id);
    toasts.add(
      error
        ? { tone: 'error', title: <FormattedMessage id="dashboard.whatsapp.deleteFailed" /> }
        : { tone: 'success', title: <FormattedMessage id="dashboard.whatsapp.deleted" /> },
    );
  }

  return (
    <>
      <WhatsappTemplatesView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        templates={templates.data ?? []}
        status={templates.error && !templates.data ? 'error' : templates.data ? 'ready' : 'loading'}
        error={templates.error instanceof ApiRequestError ? templates.error.error : null}
        onRetry={() => void templates.mutate()}
        filters={filters}
        onFiltersChange={(patch) => update({ filters: patch })}
        canEdit={canEdit}
        onAdd={() => update({ dialog: NEW_DIALOG })}
        onDelete={(template) => void remove(template)}
        customersHref={customersUrls.list()}
      />
      <WhatsappTemplateDialog
        isOpen={canEdit && state.dialog === NEW_DIALOG}
        onOpenChange={(open) => !open && close()}
        onSubmit={create}
        defaultLang={intl.locale.startsWith('ar') ? 'ar' : 'en'}
      />
    </>
  );
}
