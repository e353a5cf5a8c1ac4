import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Checkbox, ColorLabel, InlineAlert, Link, Skeleton } from '@dukkan/ui';
import { labelRefusalId } from '../labelText.ts';
import type { LabelItem } from '../types.ts';
import { Choices, Head, Muted, Section } from './CustomerLabels.styles.ts';

export interface CustomerLabelsProps {
  customerName: string;
  /** The shop's labels (GET /customer/filters/values); undefined while they load. */
  labels: readonly Pick<LabelItem, 'id' | 'name' | 'color'>[] | undefined;
  /** Whether the shop's labels failed to load. */
  labelsFailed?: boolean;
  onLabelsRetry?: () => void;
  /** The ids the customer carries now; the caller shows a change at once. */
  selected: readonly string[];
  /** Owners, leads and cashiers (`customers:update`) give and take labels; anyone else reads. */
  canEdit: boolean;
  /** Gives (true) or takes off (false) one label; resolves with the refusal after the rollback, or null. */
  onToggle: (labelId: string, assign: boolean) => Promise<ApiError | null>;
  /** The labels page, where they are added and recoloured. */
  labelsHref: string;
}

type Failure = { name: string; assign: boolean; error: ApiError };

/**
 * The customer's labels on their page (label/assign-label-customer; decision 0075): one
 * checkbox per shop label, the chip as its text. A change shows at once; a refusal puts it back
 * and says so in an alert, naming the label.
 */
export function CustomerLabels(props: CustomerLabelsProps) {
  const { labels, selected, canEdit } = props;
  const intl = useIntl();
  const headingId = useId();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<Failure | null>(null);

  async function toggle(label: Pick<LabelItem, 'id' | 'name'>, assign: boolean) {
    setFailure(null);
    setPending((p) => new Set(p).add(label.id));
    const error = await props.onToggle(label.id, assign);
    setPending((p) => {
      const next = new Set(p);
      next.delete(label.id);
      return next;
    });
    if (error) setFailure({ name: label.name, assign, error });
  }

  const carried = (labels ?? []).filter((l) => selected.includes(l.id));
  let body;
  if (props.labelsFailed && !labels) {
    body = (
      <InlineAlert
        tone="critical"
        title={<FormattedMessage id="dashboard.labels.error" />}
        action={
          props.onLabelsRetry ? { label: <FormattedMessage id="dashboard.labels.retry" />, onAction: props.onLabelsRetry } : undefined
        }
      />
    );
  } else if (!labels) {
    body = <Skeleton inlineSize="60%" />;
  } else if (labels.length === 0) {
    body = (
      <Muted>
        <FormattedMessage id="dashboard.labels.customer.noShopLabels" />
      </Muted>
    );
  } else if (!canEdit) {
    body =
      carried.length > 0 ? (
        <Choices aria-labelledby={headingId}>
          {carried.map((l) => (
            <li key={l.id}>
              <ColorLabel color={l.color}>{l.name}</ColorLabel>
            </li>
          ))}
        </Choices>
      ) : (
        <Muted>
          <FormattedMessage id="dashboard.labels.customer.none" />
        </Muted>
      );
  } else {
    body = (
      <Choices aria-labelledby={headingId}>
        {labels.map((l) => (
          <li key={l.id}>
            <Checkbox checked={selected.includes(l.id)} disabled={pending.has(l.id)} onChange={(checked) => void toggle(l, checked)}>
              <ColorLabel color={l.color}>{l.name}</ColorLabel>
            </Checkbox>
          </li>
        ))}
      </Choices>
    );
  }

  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>
          <FormattedMessage id="dashboard.labels.customer.title" />
        </h2>
        {canEdit ? (
          <Link href={props.labelsHref}>
            <FormattedMessage id="dashboard.labels.customer.manage" />
          </Link>
        ) : null}
      </Head>
      <InlineAlert
        tone="critical"
        visible={failure !== null}
        title={
          failure ? (
            <FormattedMessage
              id={failure.assign ? 'dashboard.labels.customer.assignFailed' : 'dashboard.labels.customer.unassignFailed'}
              values={{ label: <bdi>{failure.name}</bdi>, name: <bdi>{props.customerName}</bdi> }}
            />
          ) : null
        }
        onDismiss={() => setFailure(null)}
      >
        {failure ? <FormattedMessage id={labelRefusalId(failure.error)} /> : null}
      </InlineAlert>
      {body}
      {canEdit && labels && labels.length > 0 ? <Muted>{intl.formatMessage({ id: 'dashboard.labels.customer.hint' })}</Muted> : null}
    </Section>
  );
}
