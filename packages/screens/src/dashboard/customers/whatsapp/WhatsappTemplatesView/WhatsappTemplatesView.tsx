import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Button, Card, Link, ListPage, Select, type ListPageStatus, type PageBreadcrumb } from '@dukkan/ui';
import type { ApiError } from '@dukkan/core';
import type { WhatsappTemplateFilterState, WhatsappTemplateItem, WhatsappTemplateLanguage, WhatsappTemplateStatus } from '../types.ts';
import { WhatsappBubble } from '../WhatsappBubble/index.ts';
import { CATEGORY_IDS, LANGUAGE_IDS, STATUS_IDS, STATUS_TONES } from '../whatsappText.ts';
import { Actions, Badges, FilterField, Grid, Hint, Note } from './WhatsappTemplatesView.styles.ts';

export interface WhatsappTemplatesViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** GET /whatsapp/templates with the filters. */
  templates: readonly WhatsappTemplateItem[];
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  filters: WhatsappTemplateFilterState;
  onFiltersChange: (patch: Partial<WhatsappTemplateFilterState>) => void;
  /** Owners, leads and cashiers (`customers:update`) add and delete; anyone else reads. */
  canEdit: boolean;
  onAdd: () => void;
  /** Asks first; the caller confirms and deletes. */
  onDelete: (template: WhatsappTemplateItem) => void;
  /** The customers list, where customers are chosen to send a template to. */
  customersHref: string;
}

const STATUSES: readonly WhatsappTemplateStatus[] = ['approved', 'pending', 'rejected'];
const LANGUAGES: readonly WhatsappTemplateLanguage[] = ['en', 'ar'];

/**
 * The shop's WhatsApp message templates (vendor spec §3, §7 WhatsApp; issue #13 item 9): each
 * with its status in words (only approved ones can be sent), its language and category, and a
 * preview as the customer's phone shows it. Filtered by status and language (kept in the URL).
 */
export function WhatsappTemplatesView(props: WhatsappTemplatesViewProps) {
  const { templates, status, filters, canEdit } = props;
  const intl = useIntl();
  const filtered = filters.status !== null || filters.lang !== null;
  const addButton = canEdit ? (
    <Button onClick={props.onAdd}>
      <FormattedMessage id="dashboard.whatsapp.templates.add" />
    </Button>
  ) : undefined;
  const any = { id: 'any', label: intl.formatMessage({ id: 'dashboard.whatsapp.filter.any' }) };
  return (
    <ListPage
      title={<FormattedMessage id="dashboard.whatsapp.templates.title" />}
      description={<FormattedMessage id="dashboard.whatsapp.templates.description" />}
      breadcrumbs={props.breadcrumbs}
      primaryAction={addButton}
      filters={
        <>
          <FilterField>
            <Select
              label={<FormattedMessage id="dashboard.whatsapp.filter.status" />}
              options={[any, ...STATUSES.map((s) => ({ id: s, label: intl.formatMessage({ id: STATUS_IDS[s] }) }))]}
              value={filters.status ?? 'any'}
              onChange={(id) => props.onFiltersChange({ status: STATUSES.find((s) => s === id) ?? null })}
            />
          </FilterField>
          <FilterField>
            <Select
              label={<FormattedMessage id="dashboard.whatsapp.filter.lang" />}
              options={[any, ...LANGUAGES.map((l) => ({ id: l, label: intl.formatMessage({ id: LANGUAGE_IDS[l] }) }))]}
              value={filters.lang ?? 'any'}
              onChange={(id) => props.onFiltersChange({ lang: LANGUAGES.find((l) => l === id) ?? null })}
            />
          </FilterField>
        </>
      }
      status={status}
      error={
        <FormattedMessage
          id={props.error?.kind === 'network' ? 'dashboard.whatsapp.refused.network' : 'dashboard.whatsapp.templates.error'}
        />
      }
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && templates.length === 0}
      empty={
        filtered
          ? {
              title: <FormattedMessage id="dashboard.whatsapp.templates.noMatches" />,
              message: <FormattedMessage id="dashboard.whatsapp.templates.noMatches.message" />,
              action: (
                <Button variant="secondary" onClick={() => props.onFiltersChange({ status: null, lang: null })}>
                  <FormattedMessage id="dashboard.whatsapp.filter.clear" />
                </Button>
              ),
            }
          : {
              title: <FormattedMessage id="dashboard.whatsapp.templates.empty" />,
              message: (
                <FormattedMessage
                  id={canEdit ? 'dashboard.whatsapp.templates.empty.message' : 'dashboard.whatsapp.templates.empty.readOnly'}
                />
              ),
              action: addButton,
            }
      }
    >
      <Hint>
        <FormattedMessage
          id="dashboard.whatsapp.templates.howToSend"
          values={{ link: (chunks) => <Link href={props.customersHref}>{chunks}</Link> }}
        />
      </Hint>
      <Grid aria-label={intl.formatMessage({ id: 'dashboard.whatsapp.templates.listLabel' })}>
        {templates.map((template) => (
          <li key={template.id}>
            <Card
              title={
                <bdi dir="ltr" data-template-name={template.name}>
                  {template.name}
                </bdi>
              }
              titleLevel={2}
            >
              <Badges>
                <Badge tone={STATUS_TONES[template.status]} data-template-status={template.status}>
                  <FormattedMessage id={STATUS_IDS[template.status]} />
                </Badge>
                <Badge tone="neutral">
                  <FormattedMessage id={LANGUAGE_IDS[template.lang]} />
                </Badge>
                <Badge tone="info">
                  <FormattedMessage id={CATEGORY_IDS[template.category]} />
                </Badge>
              </Badges>
              <WhatsappBubble content={template} caption={<FormattedMessage id="dashboard.whatsapp.preview" />} />
              {template.status !== 'approved' ? (
                <Note>
                  <FormattedMessage
                    id={
                      template.status === 'pending' ? 'dashboard.whatsapp.status.pending.note' : 'dashboard.whatsapp.status.rejected.note'
                    }
                  />
                </Note>
              ) : null}
              {canEdit ? (
                <Actions>
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => props.onDelete(template)}
                    aria-label={intl.formatMessage(
                      { id: 'dashboard.whatsapp.templates.delete.label' },
                      { name: template.name, lang: intl.formatMessage({ id: LANGUAGE_IDS[template.lang] }) },
                    )}
                  >
                    <FormattedMessage id="dashboard.whatsapp.templates.delete" />
                  </Button>
                </Actions>
              ) : null}
            </Card>
          </li>
        ))}
      </Grid>
    </ListPage>
  );
}
