import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, ErrorState, Link, Skeleton } from '@dukkan/ui';
import { ReminderRows } from '../ReminderRows.tsx';
import type { ReminderItem } from '../types.ts';
import { Head, Heading, Loading, Panel, Tools } from './CustomerReminders.styles.ts';

export interface CustomerRemindersProps {
  customerName: string;
  /** GET crm-v2/reminder/list?customer=: earliest first. */
  reminders: readonly ReminderItem[];
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  /** Today's Dubai calendar day, `YYYY-MM-DD`. */
  today: string;
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (item: ReminderItem) => void;
  /** Asks first; the caller confirms and deletes. */
  onDelete: (item: ReminderItem) => void;
  /** The shop's reminders page, where today's and overdue ones of every customer are. */
  remindersHref: string;
}

/**
 * A customer's reminders on their page (issue #13 item 2 "reminders with date and time";
 * decision 0073): earliest first, each marked overdue or due today, with Add, Edit and Delete.
 */
export function CustomerReminders(props: CustomerRemindersProps) {
  const { reminders, status, canEdit } = props;
  const intl = useIntl();
  const headingId = useId();
  const add = canEdit ? (
    <Button variant="secondary" onClick={props.onAdd}>
      <FormattedMessage id="dashboard.reminders.customer.add" />
    </Button>
  ) : null;
  return (
    <Panel>
      <Head>
        <Heading id={headingId}>
          <FormattedMessage id="dashboard.reminders.customer.title" />
        </Heading>
        <Tools>
          <Link href={props.remindersHref}>
            <FormattedMessage id="dashboard.reminders.customer.allLink" />
          </Link>
          {status === 'ready' && reminders.length > 0 ? add : null}
        </Tools>
      </Head>
      {status === 'loading' ? (
        <Loading aria-busy="true" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
          <Skeleton blockSize="64px" />
          <Skeleton blockSize="64px" />
          <Skeleton blockSize="64px" inlineSize="70%" />
        </Loading>
      ) : status === 'error' ? (
        <ErrorState title={<FormattedMessage id="dashboard.reminders.customer.error" />} onRetry={props.onRetry} />
      ) : reminders.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="dashboard.reminders.customer.empty" values={{ name: <bdi>{props.customerName}</bdi> }} />}
          description={
            <FormattedMessage id={canEdit ? 'dashboard.reminders.customer.empty.message' : 'dashboard.reminders.empty.readOnly'} />
          }
          action={add ?? undefined}
        />
      ) : (
        <ReminderRows
          items={reminders}
          labelledBy={headingId}
          today={props.today}
          canEdit={canEdit}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
          showSection
        />
      )}
    </Panel>
  );
}
