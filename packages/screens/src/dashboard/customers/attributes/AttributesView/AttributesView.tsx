import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Badge, Button, Link, ListPage, type ListPageStatus, type PageBreadcrumb } from '@dukkan/ui';
import { labelLoadErrorId } from '../../labels/labelText.ts';
import { KIND_IDS } from '../attributeText.ts';
import type { AttributeItem } from '../types.ts';
import { Actions, Count, Hint, Meta, Options, Row, Rows } from './AttributesView.styles.ts';

export interface AttributesViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** GET crm-v2/attribute/list, in the order they were defined. */
  attributes: readonly AttributeItem[];
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** Owners, leads and cashiers (`customers:update`) define, change and delete; anyone else reads. */
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (attribute: AttributeItem) => void;
  /** Asks first; the caller confirms and deletes. */
  onDelete: (attribute: AttributeItem) => void;
  /** The customers list filtered by the attribute (with one value, or any value). */
  customersHref: (attributeId: string, value?: string) => string;
}

/**
 * The customer attributes the shop keeps (crm-v2 attribute list, add, update, delete; decision
 * 0075): each with its type and, for a choice, its options, each a link to the customers who
 * have it.
 */
export function AttributesView(props: AttributesViewProps) {
  const { attributes, status, canEdit } = props;
  const intl = useIntl();
  const headingId = useId();
  const addButton = canEdit ? (
    <Button onClick={props.onAdd}>
      <FormattedMessage id="dashboard.attributes.add" />
    </Button>
  ) : undefined;
  return (
    <ListPage
      title={<FormattedMessage id="dashboard.attributes.title" />}
      description={<FormattedMessage id="dashboard.attributes.description" />}
      breadcrumbs={props.breadcrumbs}
      primaryAction={addButton}
      status={status}
      error={<FormattedMessage id={labelLoadErrorId(props.error, 'attributes')} />}
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && attributes.length === 0}
      empty={{
        title: <FormattedMessage id="dashboard.attributes.empty" />,
        message: <FormattedMessage id={canEdit ? 'dashboard.attributes.empty.message' : 'dashboard.attributes.empty.readOnly'} />,
        action: addButton,
      }}
    >
      <Hint id={headingId}>
        <FormattedMessage id="dashboard.attributes.listLabel" />
      </Hint>
      <Rows aria-labelledby={headingId}>
        {attributes.map((attribute) => (
          <Row key={attribute.id} data-attribute-id={attribute.id}>
            <Meta>
              <strong dir="auto">{attribute.name}</strong>
              <span>
                <Badge tone="neutral">
                  <FormattedMessage id={KIND_IDS[attribute.attributeType]} />
                </Badge>
              </span>
              {attribute.attributeType === 'select' ? (
                <Options aria-label={intl.formatMessage({ id: 'dashboard.attributes.options.label' }, { name: attribute.name })}>
                  {attribute.options.map((option) => (
                    <li key={option}>
                      <Link
                        href={props.customersHref(attribute.id, option)}
                        aria-label={intl.formatMessage({ id: 'dashboard.attributes.findOption' }, { name: attribute.name, value: option })}
                      >
                        <bdi>{option}</bdi>
                      </Link>
                    </li>
                  ))}
                </Options>
              ) : (
                <Count>
                  <Link href={props.customersHref(attribute.id)}>
                    <FormattedMessage id="dashboard.attributes.findAny" values={{ name: <bdi>{attribute.name}</bdi> }} />
                  </Link>
                </Count>
              )}
            </Meta>
            {canEdit ? (
              <Actions>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => props.onEdit(attribute)}
                  aria-label={intl.formatMessage({ id: 'dashboard.attributes.edit.label' }, { name: attribute.name })}
                >
                  <FormattedMessage id="dashboard.attributes.edit" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => props.onDelete(attribute)}
                  aria-label={intl.formatMessage({ id: 'dashboard.attributes.delete.label' }, { name: attribute.name })}
                >
                  <FormattedMessage id="dashboard.attributes.delete" />
                </Button>
              </Actions>
            ) : null}
          </Row>
        ))}
      </Rows>
    </ListPage>
  );
}
