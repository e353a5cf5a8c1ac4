import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, type ApiError } from '@dukkan/core';
import { Badge, Button, Link, ListPage, type ListPageStatus, type PageBreadcrumb } from '@dukkan/ui';
import { ReminderRows } from '../ReminderRows.tsx';
import { REMINDER_SECTIONS, reminderLoadErrorId, reminderSection, SECTION_EMPTY_IDS, SECTION_IDS } from '../reminderText.ts';
import type { ReminderItem, ReminderSection } from '../types.ts';
import { Hint, Muted, Section, SectionHead, SectionHeading, Sections } from './RemindersView.styles.ts';

export interface RemindersViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** Both kinds (GET crm-v2/reminder/list and reminder/global/list), earliest first. */
  reminders: readonly ReminderItem[];
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** Today's Dubai calendar day, `YYYY-MM-DD`. */
  today: string;
  /** Owners, leads and cashiers (`customers:update`) add, change and delete; anyone else reads. */
  canEdit: boolean;
  /** Opens the form of a new shop reminder (a customer's is added on the customer's page). */
  onAdd: () => void;
  onEdit: (item: ReminderItem) => void;
  /** Asks first; the caller confirms and deletes. */
  onDelete: (item: ReminderItem) => void;
  customerHref: (id: string) => string;
  /** The customers list, where a customer's reminder starts. */
  customersHref: string;
}

const TONES: Readonly<Record<ReminderSection, 'danger' | 'warning' | 'neutral'>> = {
  overdue: 'danger',
  today: 'warning',
  upcoming: 'neutral',
};

/**
 * The shop's reminders (issue #13 item 4; vendor spec §7 CRM v2; decision 0073): its own and
 * those about customers, in three sections by the Dubai calendar day: overdue (an earlier day),
 * due today, upcoming. Each section says how many it holds, and says so when it holds none.
 */
export function RemindersView(props: RemindersViewProps) {
  const { reminders, status, today, canEdit } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const baseId = useId();
  const bySection = new Map<ReminderSection, ReminderItem[]>(REMINDER_SECTIONS.map((s) => [s, []]));
  for (const item of reminders) bySection.get(reminderSection(item, today))?.push(item);
  // The most overdue matters least once it is weeks old: the latest overdue come first.
  bySection.get('overdue')?.reverse();
  const addButton = canEdit ? (
    <Button onClick={props.onAdd}>
      <FormattedMessage id="dashboard.reminders.add" />
    </Button>
  ) : undefined;
  return (
    <ListPage
      title={<FormattedMessage id="dashboard.reminders.title" />}
      description={<FormattedMessage id="dashboard.reminders.description" />}
      breadcrumbs={props.breadcrumbs}
      primaryAction={addButton}
      status={status}
      error={<FormattedMessage id={reminderLoadErrorId(props.error)} />}
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && reminders.length === 0}
      empty={{
        title: <FormattedMessage id="dashboard.reminders.empty" />,
        message: <FormattedMessage id={canEdit ? 'dashboard.reminders.empty.message' : 'dashboard.reminders.empty.readOnly'} />,
        action: addButton,
      }}
    >
      <Hint>
        <FormattedMessage
          id="dashboard.reminders.customerHint"
          values={{ link: (chunks) => <Link href={props.customersHref}>{chunks}</Link> }}
        />
      </Hint>
      <Sections>
        {REMINDER_SECTIONS.map((section) => {
          const items = bySection.get(section) ?? [];
          const headingId = `${baseId}-${section}`;
          return (
            <Section key={section} aria-labelledby={headingId} data-section={section}>
              <SectionHead>
                <SectionHeading id={headingId}>
                  <FormattedMessage id={SECTION_IDS[section]} />
                </SectionHeading>
                <Badge tone={items.length > 0 ? TONES[section] : 'neutral'}>
                  <bdi>
                    <FormattedMessage
                      id="dashboard.reminders.section.count"
                      values={{ count: items.length, n: formatNumber(items.length, locale) }}
                    />
                  </bdi>
                </Badge>
              </SectionHead>
              {items.length > 0 ? (
                <ReminderRows
                  items={items}
                  labelledBy={headingId}
                  today={today}
                  canEdit={canEdit}
                  onEdit={props.onEdit}
                  onDelete={props.onDelete}
                  customerHref={props.customerHref}
                />
              ) : (
                <Muted>
                  <FormattedMessage id={SECTION_EMPTY_IDS[section]} />
                </Muted>
              )}
            </Section>
          );
        })}
      </Sections>
    </ListPage>
  );
}
