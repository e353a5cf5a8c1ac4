import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, type ApiError } from '@dukkan/core';
import { Button, ColorLabel, Link, ListPage, type ListPageStatus, type PageBreadcrumb } from '@dukkan/ui';
import { labelLoadErrorId } from '../labelText.ts';
import type { LabelItem } from '../types.ts';
import { Actions, Count, Hint, Name, Row, Rows } from './LabelsView.styles.ts';

export interface LabelsViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The shop's labels with how many customers carry each (GET /customer/filters/values). */
  labels: readonly LabelItem[];
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** Owners, leads and cashiers (`customers:update`) add, change and delete; anyone else reads. */
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (label: LabelItem) => void;
  /** Asks first; the caller confirms and deletes. */
  onDelete: (label: LabelItem) => void;
  /** The customers list filtered by the label. */
  customersHref: (labelId: string) => string;
}

/**
 * The shop's customer labels (vendor spec §3 "Label", §7 label add, update, delete; decision
 * 0075): each chip in its colour with how many customers carry it and a link to them.
 */
export function LabelsView(props: LabelsViewProps) {
  const { labels, status, canEdit } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const headingId = useId();
  const addButton = canEdit ? (
    <Button onClick={props.onAdd}>
      <FormattedMessage id="dashboard.labels.add" />
    </Button>
  ) : undefined;
  return (
    <ListPage
      title={<FormattedMessage id="dashboard.labels.title" />}
      description={<FormattedMessage id="dashboard.labels.description" />}
      breadcrumbs={props.breadcrumbs}
      primaryAction={addButton}
      status={status}
      error={<FormattedMessage id={labelLoadErrorId(props.error, 'labels')} />}
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && labels.length === 0}
      empty={{
        title: <FormattedMessage id="dashboard.labels.empty" />,
        message: <FormattedMessage id={canEdit ? 'dashboard.labels.empty.message' : 'dashboard.labels.empty.readOnly'} />,
        action: addButton,
      }}
    >
      <Hint id={headingId}>
        <FormattedMessage id="dashboard.labels.listLabel" />
      </Hint>
      <Rows aria-labelledby={headingId}>
        {labels.map((label) => (
          <Row key={label.id} data-label-id={label.id}>
            <Name>
              <ColorLabel color={label.color}>{label.name}</ColorLabel>
            </Name>
            <Count>
              <FormattedMessage
                id="dashboard.labels.count"
                values={{ count: label.count, n: <bdi dir="ltr">{formatNumber(label.count, locale)}</bdi> }}
              />
            </Count>
            <Actions>
              {label.count > 0 ? (
                <Link href={props.customersHref(label.id)}>
                  <FormattedMessage id="dashboard.labels.showCustomers" values={{ name: <bdi>{label.name}</bdi> }} />
                </Link>
              ) : null}
              {canEdit ? (
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => props.onEdit(label)}
                    aria-label={intl.formatMessage({ id: 'dashboard.labels.edit.label' }, { name: label.name })}
                  >
                    <FormattedMessage id="dashboard.labels.edit" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => props.onDelete(label)}
                    aria-label={intl.formatMessage({ id: 'dashboard.labels.delete.label' }, { name: label.name })}
                  >
                    <FormattedMessage id="dashboard.labels.delete" />
                  </Button>
                </>
              ) : null}
            </Actions>
          </Row>
        ))}
      </Rows>
    </ListPage>
  );
}
