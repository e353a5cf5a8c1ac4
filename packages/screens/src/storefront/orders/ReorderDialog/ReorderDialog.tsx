import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, weightLabel, type Fils, type OrderLine, type ProductUnit } from '@dukkan/core';
import { Button, Dialog, InlineAlert, Money, Skeleton, VisuallyHidden } from '@dukkan/ui';
import {
  Change,
  Group,
  GroupTitle,
  Line,
  LineMain,
  LineName,
  Lines,
  Loading,
  Note,
  Quantity,
  Stack,
  Summary,
} from './ReorderDialog.styles.ts';

/** Why a line cannot be ordered again (the data layer's `planReorder`). */
export type ReorderDialogProblem = 'notSold' | 'outOfStock' | 'optionsChanged' | 'unreadable';

export interface ReorderDialogQuantity {
  unit: ProductUnit;
  /** Pieces or boxes; grams for kg items. */
  amount: number;
}

/** A line that can be added again, priced then and now. */
export interface ReorderDialogItem {
  line: OrderLine;
  /** Steps added: pieces or boxes, or pay_size steps of a kg item. */
  count: number;
  oldFils: Fils | null;
  newFils: Fils;
  priceChanged: boolean;
  /** Fewer or other than ordered is added: the shop's per-order limit, or a new weight step. */
  quantity?: { ordered: ReorderDialogQuantity; added: ReorderDialogQuantity };
}

export interface ReorderDialogPlan {
  available: readonly ReorderDialogItem[];
  unavailable: readonly { line: OrderLine; reason: ReorderDialogProblem }[];
}

/** closed; checking the products now; the check failed; or the plan to confirm. */
export type ReorderDialogState = { kind: 'closed' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; plan: ReorderDialogPlan };

export interface ReorderDialogProps {
  state: ReorderDialogState;
  /** The order's number, for the title. */
  orderNumber: string;
  /** Adds the available items to the cart (the app then goes to the cart). */
  onConfirm: () => void;
  /** Closed by Cancel, Close, Escape or the close button: nothing changes in the cart. */
  onCancel: () => void;
  /** The products could not be read: read them again. */
  onRetry: () => void;
  /** The cart is being filled: the confirm button is busy. */
  isAdding?: boolean;
}

const REASONS = {
  notSold: 'storefront.reorder.reason.notSold',
  outOfStock: 'storefront.reorder.reason.outOfStock',
  optionsChanged: 'storefront.reorder.reason.optionsChanged',
  unreadable: 'storefront.reorder.reason.unreadable',
} as const satisfies Record<ReorderDialogProblem, string>;

/** A quantity as the order page shows it: `N G` for kg items (§9), else "Qty N". */
function QuantityText({ quantity }: { quantity: ReorderDialogQuantity }) {
  if (quantity.unit === 'kg') return <bdi dir="ltr">{weightLabel(quantity.amount)}</bdi>;
  return <FormattedMessage id="storefront.orders.line.quantity" values={{ count: <bdi dir="ltr">{quantity.amount}</bdi> }} />;
}

function orderedQuantity(line: OrderLine, item?: ReorderDialogItem): ReorderDialogQuantity {
  if (item?.quantity) return item.quantity.added;
  const unit = line.unit;
  if (unit === 'kg') {
    const paySize = typeof line.pay_size === 'number' && line.pay_size > 0 ? line.pay_size : 1000;
    return { unit, amount: line.count * paySize };
  }
  return { unit, amount: line.count };
}

function AddonNote({ line }: { line: OrderLine }) {
  const intl = useIntl();
  const { locale } = intl;
  const groups = Array.isArray(line.addons) ? line.addons : [];
  if (groups.length === 0) return null;
  return (
    <Note>
      {intl.formatList(
        groups.map((group) =>
          intl.formatMessage(
            { id: 'storefront.orders.line.addon' },
            {
              group: localised(group, 'title', locale),
              options: intl.formatList((group.options ?? []).map((option) => localised(option, 'name', locale))),
            },
          ),
        ),
      )}
    </Note>
  );
}

/**
 * "Order again" (issue #16): before the cart changes, the customer reads which items of a past
 * order the shop no longer sells or has out of stock, and which now cost something else; then
 * adds the rest, or cancels and nothing changes. The dialog takes focus; its first line is a
 * live region that announces the check's outcome.
 */
export function ReorderDialog({ state, orderNumber, onConfirm, onCancel, onRetry, isAdding = false }: ReorderDialogProps) {
  const intl = useIntl();
  const { locale } = intl;
  const missingId = useId();
  const addId = useId();
  const plan = state.kind === 'ready' ? state.plan : null;
  const addable = plan?.available.length ?? 0;
  const missing = plan?.unavailable.length ?? 0;
  const total = addable + missing;
  const changed = plan?.available.filter((item) => item.priceChanged).length ?? 0;

  const summary =
    state.kind === 'loading' ? (
      <FormattedMessage id="storefront.reorder.checking" />
    ) : state.kind === 'ready' ? (
      addable === 0 ? (
        <FormattedMessage id="storefront.reorder.summary.none" values={{ total }} />
      ) : missing === 0 && changed === 0 ? (
        <FormattedMessage id="storefront.reorder.summary.all" values={{ total }} />
      ) : (
        <FormattedMessage id="storefront.reorder.summary.some" values={{ addable, total, changed }} />
      )
    ) : null;

  return (
    <Dialog
      isOpen={state.kind !== 'closed'}
      onOpenChange={(open) => {
        if (!open && !isAdding) onCancel();
      }}
      isDismissable={!isAdding}
      isKeyboardDismissDisabled={isAdding}
      showCloseButton={!isAdding}
      size="md"
      title={<FormattedMessage id="storefront.reorder.title" values={{ number: <bdi dir="ltr">{orderNumber}</bdi> }} />}
      footer={
        state.kind === 'ready' && addable > 0 ? (
          <>
            <Button variant="secondary" onClick={onCancel} disabled={isAdding}>
              <FormattedMessage id="storefront.reorder.cancel" />
            </Button>
            <Button onClick={onConfirm} loading={isAdding}>
              <FormattedMessage id="storefront.reorder.confirm" values={{ count: addable }} />
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage id={state.kind === 'loading' ? 'storefront.reorder.cancel' : 'storefront.reorder.close'} />
          </Button>
        )
      }
    >
      <Stack aria-busy={state.kind === 'loading' || undefined}>
        {/* Always in the dialog, so the outcome of the check is announced when it arrives. */}
        <Summary role="status">{summary}</Summary>
        {state.kind === 'loading' ? (
          <Loading aria-hidden="true">
            <Skeleton inlineSize="70%" blockSize="18px" />
            <Skeleton blockSize="18px" />
            <Skeleton inlineSize="85%" blockSize="18px" />
          </Loading>
        ) : null}
        {state.kind === 'error' ? (
          <InlineAlert
            tone="critical"
            title={<FormattedMessage id="storefront.reorder.error.title" />}
            action={{ label: <FormattedMessage id="storefront.reorder.error.retry" />, onAction: onRetry }}
          >
            <FormattedMessage id="storefront.reorder.error.description" />
          </InlineAlert>
        ) : null}
        {plan && missing > 0 ? (
          <Group aria-labelledby={missingId}>
            <GroupTitle id={missingId}>
              <FormattedMessage id="storefront.reorder.unavailable.heading" values={{ count: missing }} />
            </GroupTitle>
            <Lines aria-labelledby={missingId}>
              {plan.unavailable.map(({ line, reason }, index) => (
                <Line key={`${line.id}-${index}`}>
                  <LineMain>
                    <LineName>{localised(line, 'name', locale)}</LineName>
                    <AddonNote line={line} />
                    <Change>
                      <FormattedMessage id={REASONS[reason]} />
                    </Change>
                  </LineMain>
                </Line>
              ))}
            </Lines>
          </Group>
        ) : null}
        {plan && addable > 0 ? (
          <Group aria-labelledby={addId}>
            <GroupTitle id={addId}>
              <FormattedMessage id="storefront.reorder.available.heading" values={{ count: addable }} />
            </GroupTitle>
            <Lines aria-labelledby={addId}>
              {plan.available.map((item, index) => (
                <Line key={`${item.line.id}-${index}`}>
                  <LineMain>
                    <LineName>{localised(item.line, 'name', locale)}</LineName>
                    <AddonNote line={item.line} />
                    {item.priceChanged && item.oldFils !== null ? (
                      <Change>
                        <span aria-hidden="true">
                          <FormattedMessage
                            id="storefront.reorder.price.changed"
                            values={{ old: <Money fils={item.oldFils} size="sm" />, new: <Money fils={item.newFils} size="sm" /> }}
                          />
                        </span>
                        <VisuallyHidden>
                          <FormattedMessage
                            id="storefront.reorder.price.changedSpoken"
                            values={{ old: <Money fils={item.oldFils} size="sm" />, new: <Money fils={item.newFils} size="sm" /> }}
                          />
                        </VisuallyHidden>
                      </Change>
                    ) : null}
                    {item.quantity ? (
                      <Change>
                        <FormattedMessage
                          id="storefront.reorder.quantity.changed"
                          values={{
                            ordered: <QuantityText quantity={item.quantity.ordered} />,
                            added: <QuantityText quantity={item.quantity.added} />,
                          }}
                        />
                      </Change>
                    ) : null}
                  </LineMain>
                  <Quantity>
                    <QuantityText quantity={orderedQuantity(item.line, item)} />
                  </Quantity>
                </Line>
              ))}
            </Lines>
            <Note>
              <FormattedMessage id="storefront.reorder.cartNote" />
            </Note>
          </Group>
        ) : null}
      </Stack>
    </Dialog>
  );
}
