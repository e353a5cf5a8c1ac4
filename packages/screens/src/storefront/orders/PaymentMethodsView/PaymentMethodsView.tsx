import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentSource } from '@dukkan/core';
import { EmptyState, ErrorState, IconButton, Skeleton, TrashIcon } from '@dukkan/ui';
import { SavedCardLabel } from '../shared/SavedCardLabel.tsx';
import { useCardName } from '../shared/useCardName.ts';
import { CardItem, CardList, Intro, Page, Title } from './PaymentMethodsView.styles.ts';

export interface PaymentMethodsViewProps {
  /** The saved cards (`sources`, with expiry); undefined while loading or after an error. */
  sources: readonly PaymentSource[] | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  /** Delete a saved card; the app asks for confirmation, then calls delete-card. */
  onDelete: (source: PaymentSource) => void;
  /** The card being deleted, if any: its button shows a spinner. */
  deletingId?: string | null;
}

/** The saved cards of `/account/payment-methods` (customer spec §2), each with a delete button. */
export function PaymentMethodsView({ sources, isLoading, error, onRetry, onDelete, deletingId = null }: PaymentMethodsViewProps) {
  const intl = useIntl();
  const cardName = useCardName();
  const headingId = useId();
  const heading = (
    <Title id={headingId}>
      <FormattedMessage id="storefront.payment.methods.title" />
    </Title>
  );
  if (!sources && error) {
    return (
      <Page id="main">
        {heading}
        <ErrorState onRetry={onRetry} />
      </Page>
    );
  }
  if (isLoading || !sources) {
    return (
      <Page id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        {heading}
        <CardList>
          {Array.from({ length: 2 }, (_, i) => (
            <CardItem key={i}>
              <Skeleton inlineSize="60%" blockSize="20px" />
            </CardItem>
          ))}
        </CardList>
      </Page>
    );
  }
  return (
    <Page id="main">
      {heading}
      {sources.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="storefront.payment.methods.empty.title" />}
          description={<FormattedMessage id="storefront.payment.methods.empty.description" />}
        />
      ) : (
        <>
          <Intro>
            <FormattedMessage id="storefront.payment.methods.intro" />
          </Intro>
          <CardList aria-labelledby={headingId}>
            {sources.map((source) => (
              <CardItem key={source.id}>
                <span>
                  <SavedCardLabel card={source} />
                </span>
                <IconButton
                  icon={<TrashIcon />}
                  label={intl.formatMessage({ id: 'storefront.payment.card.delete' }, { card: cardName(source) })}
                  onClick={() => onDelete(source)}
                  loading={deletingId === source.id}
                  variant="secondary"
                />
              </CardItem>
            ))}
          </CardList>
        </>
      )}
    </Page>
  );
}
