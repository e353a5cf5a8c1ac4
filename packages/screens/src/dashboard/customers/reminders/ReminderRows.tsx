import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Button, Link } from '@dukkan/ui';
import { reminderSection, reminderSubject, reminderWhen, SECTION_IDS } from './reminderText.ts';
import type { ReminderItem, ReminderSection } from './types.ts';
import { Actions, Head, Note, Row, Rows, Subject, When } from './ReminderRows.styles.ts';

export interface ReminderRowsProps {
  items: readonly ReminderItem[];
  /** The heading that names the list. */
  labelledBy: string;
  today: string;
  canEdit: boolean;
  onEdit: (item: ReminderItem) => void;
  onDelete: (item: ReminderItem) => void;
  /** The customer's page; absent on that page itself. */
  customerHref?: (id: string) => string;
  /** Each row says whether it is overdue or due today (the customer page has no sections). */
  showSection?: boolean;
}

const SECTION_TONES: Readonly<Record<ReminderSection, 'danger' | 'warning' | 'neutral'>> = {
  overdue: 'danger',
  today: 'warning',
  upcoming: 'neutral',
};

/**
 * Reminders, one row each: whom or what it is about (a customer's name links to their page),
 * the note, the day and time on the shop's clock (isolated, Latin digits), Edit and Delete.
 */
export function ReminderRows({ items, labelledBy, today, canEdit, onEdit, onDelete, customerHref, showSection }: ReminderRowsProps) {
  const intl = useIntl();
  return (
    <Rows aria-labelledby={labelledBy}>
      {items.map((item) => {
        const subject = reminderSubject(intl, item);
        const section = reminderSection(item, today);
        const when = reminderWhen(intl, item);
        return (
          <Row key={`${item.kind}-${item.id}`} data-reminder-id={item.id} data-reminder-at={`${item.date}T${item.time}`}>
            <Head>
              {item.kind === 'global' ? (
                <>
                  <Subject dir="auto">{subject}</Subject>
                  <Badge tone="info">
                    <FormattedMessage id="dashboard.reminders.kind.global" />
                  </Badge>
                </>
              ) : customerHref && item.customerId && item.customerName ? (
                <Subject>
                  <Link href={customerHref(item.customerId)}>
                    <bdi>{item.customerName}</bdi>
                  </Link>
                </Subject>
              ) : item.customerName ? null : (
                <Subject>
                  <FormattedMessage id="dashboard.reminders.customerUnknown" />
                </Subject>
              )}
              {showSection && section !== 'upcoming' ? (
                <Badge tone={SECTION_TONES[section]}>
                  <FormattedMessage id={SECTION_IDS[section]} />
                </Badge>
              ) : null}
            </Head>
            {item.note && (item.kind === 'customer' || item.note !== item.title) ? <Note dir="auto">{item.note}</Note> : null}
            <When dateTime={`${item.date}T${item.time}+04:00`}>
              <bdi>{when}</bdi>
            </When>
            {canEdit ? (
              <Actions>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onEdit(item)}
                  aria-label={intl.formatMessage({ id: 'dashboard.reminders.edit.label' }, { subject, when })}
                >
                  <FormattedMessage id="dashboard.reminders.edit" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onDelete(item)}
                  aria-label={intl.formatMessage({ id: 'dashboard.reminders.delete.label' }, { subject, when })}
                >
                  <FormattedMessage id="dashboard.reminders.delete" />
                </Button>
              </Actions>
            ) : null}
          </Row>
        );
      })}
    </Rows>
  );
}
