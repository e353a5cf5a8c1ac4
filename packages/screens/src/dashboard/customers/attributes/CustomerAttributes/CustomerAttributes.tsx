import { Fragment, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, InlineAlert, Link, Skeleton } from '@dukkan/ui';
import { AttributeValueDialog } from '../AttributeValueDialog/AttributeValueDialog.tsx';
import { attributeValueText } from '../attributeText.ts';
import type { AttributeItem } from '../types.ts';
import { Head, Muted, Section, Values } from './CustomerAttributes.styles.ts';

export interface CustomerAttributesProps {
  customerName: string;
  /** The shop's attributes (crm-v2 attribute/list); undefined while they load. */
  attributes: readonly AttributeItem[] | undefined;
  attributesFailed?: boolean;
  onAttributesRetry?: () => void;
  /** The customer's values: attribute id → value as stored. */
  values: Readonly<Record<string, string>>;
  /** Owners, leads and cashiers (`customers:update`) set values; anyone else reads. */
  canEdit: boolean;
  /** Sets one value (an empty one takes it off); resolves with the refusal, or null when saved. */
  onSave: (attributeId: string, value: string) => Promise<ApiError | null>;
  /** The attributes page, where they are defined. */
  attributesHref: string;
}

/**
 * The customer's attributes on their page (crm-v2 attribute/link; decision 0075): each of the
 * shop's attributes with the customer's value or "Not set", changed in a small dialog that
 * offers the input its type needs.
 */
export function CustomerAttributes(props: CustomerAttributesProps) {
  const { attributes, values, canEdit } = props;
  const intl = useIntl();
  const headingId = useId();
  const [editing, setEditing] = useState<AttributeItem | null>(null);

  let body;
  if (props.attributesFailed && !attributes) {
    body = (
      <InlineAlert
        tone="critical"
        title={<FormattedMessage id="dashboard.attributes.error" />}
        action={
          props.onAttributesRetry
            ? { label: <FormattedMessage id="dashboard.labels.retry" />, onAction: props.onAttributesRetry }
            : undefined
        }
      />
    );
  } else if (!attributes) {
    body = <Skeleton inlineSize="60%" />;
  } else if (attributes.length === 0) {
    body = (
      <Muted>
        <FormattedMessage id="dashboard.attributes.customer.noShopAttributes" />
      </Muted>
    );
  } else {
    body = (
      <Values aria-labelledby={headingId}>
        {attributes.map((attribute) => {
          const value = values[attribute.id];
          return (
            <Fragment key={attribute.id}>
              <dt dir="auto">{attribute.name}</dt>
              <dd>
                {value ? (
                  <bdi>{attributeValueText(intl, attribute, value)}</bdi>
                ) : (
                  <Muted as="span">
                    <FormattedMessage id="dashboard.attributes.customer.notSet" />
                  </Muted>
                )}
              </dd>
              <dd>
                {canEdit ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing(attribute)}
                    aria-label={intl.formatMessage(
                      { id: value ? 'dashboard.attributes.customer.change.label' : 'dashboard.attributes.customer.set.label' },
                      { name: attribute.name },
                    )}
                  >
                    <FormattedMessage id={value ? 'dashboard.attributes.customer.change' : 'dashboard.attributes.customer.set'} />
                  </Button>
                ) : null}
              </dd>
            </Fragment>
          );
        })}
      </Values>
    );
  }

  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>
          <FormattedMessage id="dashboard.attributes.customer.title" />
        </h2>
        {canEdit ? (
          <Link href={props.attributesHref}>
            <FormattedMessage id="dashboard.attributes.customer.manage" />
          </Link>
        ) : null}
      </Head>
      {body}
      <AttributeValueDialog
        isOpen={canEdit && editing !== null}
        attribute={editing}
        customerName={props.customerName}
        value={editing ? (values[editing.id] ?? '') : ''}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSubmit={async (value) => {
          if (!editing) return null;
          const error = await props.onSave(editing.id, value);
          if (!error) setEditing(null);
          return error;
        }}
      />
    </Section>
  );
}
