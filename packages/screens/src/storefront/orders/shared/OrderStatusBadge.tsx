import { FormattedMessage } from 'react-intl';
import type { OrderStatus } from '@dukkan/core';
import { Badge } from '@dukkan/ui';
import { isOrderStatus, ORDER_STATUS_MESSAGES, ORDER_STATUS_TONES } from './orderStatus.ts';

/** The translated status of an order as a badge; a status this app does not know yet is shown as sent. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  if (!isOrderStatus(status)) return <Badge tone="neutral">{String(status)}</Badge>;
  return (
    <Badge tone={ORDER_STATUS_TONES[status]}>
      <FormattedMessage {...ORDER_STATUS_MESSAGES[status]} />
    </Badge>
  );
}
