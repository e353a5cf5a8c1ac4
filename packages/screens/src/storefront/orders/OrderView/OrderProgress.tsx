import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@dukkan/core';
import { CheckIcon, VisuallyHidden } from '@dukkan/ui';
import { ORDER_STATUS_MESSAGES, progressOf } from '../shared/orderStatus.ts';
import { Section, SectionTitle } from './OrderView.styles.ts';
import { Cancelled, Marker, Step, Steps } from './OrderProgress.styles.ts';

type StepState = 'done' | 'current' | 'upcoming';

/**
 * Where the order is: the steps of its path (delivery or pickup) with the current one marked
 * `aria-current="step"`, or the cancellation and its reason.
 */
export function OrderProgress({ order }: { order: Order }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        <FormattedMessage id="storefront.orders.progress.heading" />
      </SectionTitle>
      {order.status === 'cancelled' ? (
        <Cancelled>
          <p>
            <FormattedMessage id="storefront.orders.cancelled.title" />
          </p>
          {order.cancelReason ? (
            <p>
              <FormattedMessage id="storefront.orders.cancelled.reason" values={{ reason: <bdi>{order.cancelReason}</bdi> }} />
            </p>
          ) : null}
        </Cancelled>
      ) : (
        <ProgressSteps order={order} status={order.status} />
      )}
    </Section>
  );
}

function ProgressSteps({ order, status }: { order: Order; status: Exclude<Order['status'], 'cancelled'> }) {
  const intl = useIntl();
  const { steps, current } = progressOf(order, status);
  // The last step, once reached, is complete rather than in progress.
  const finished = current === steps.length - 1;
  return (
    <Steps>
      {steps.map((step, index) => {
        const state: StepState = index < current || (finished && index === current) ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <Step key={step} data-state={state} aria-current={index === current ? 'step' : undefined}>
            <Marker aria-hidden="true">{state === 'done' ? <CheckIcon /> : index + 1}</Marker>
            {index < current ? (
              <>
                <span aria-hidden="true">{intl.formatMessage(ORDER_STATUS_MESSAGES[step])}</span>
                <VisuallyHidden>
                  {intl.formatMessage(
                    { id: 'storefront.orders.progress.doneStep' },
                    { step: intl.formatMessage(ORDER_STATUS_MESSAGES[step]) },
                  )}
                </VisuallyHidden>
              </>
            ) : (
              <span>{intl.formatMessage(ORDER_STATUS_MESSAGES[step])}</span>
            )}
          </Step>
        );
      })}
    </Steps>
  );
}
