import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  billFils,
  localised,
  toFilsOr,
  weightGrams,
  weightLabel,
  type ApiError,
  type ApiResult,
  type Fils,
  type Order,
  type OrderLine,
} from '@dukkan/core';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  CopyIcon,
  ErrorState,
  IconButton,
  InlineAlert,
  Link,
  Money,
  Page,
  Skeleton,
  type PageBreadcrumb,
} from '@dukkan/ui';
import { OrderAge } from '../shared/OrderAge.tsx';
import { BillRows } from '../shared/BillRows.tsx';
import { ORDER_TIME } from '../shared/orderDates.ts';
import { OrderSchedule } from '../shared/OrderSchedule.tsx';
import { useNow } from '../shared/ordersEnvironment.tsx';
import {
  areaNameOf,
  FULFILMENT_IDS,
  fulfilmentOf,
  paymentId,
  phoneText,
  refusalId,
  STATUS_LABEL_IDS,
  telHref,
  whatsappHref,
  type AreaNames,
} from '../shared/orderText.ts';
import { OrderDeliveryCard, type OrderDeliveryProps } from './OrderDeliveryCard.tsx';
import { WeighItemDialog } from './WeighItemDialog.tsx';
import {
  CancelOrderDialog,
  EditItemDialog,
  ExtraItemDialog,
  RequestPaymentDialog,
  type ItemEditValues,
  type PaymentLink,
} from './OrderDetailDialogs.tsx';
import {
  Bill,
  Facts,
  Layout,
  LineActions,
  LineMeta,
  LineName,
  Lines,
  LtrText,
  Muted,
  Row,
  Stack,
  Status,
} from './OrderDetailView.styles.ts';

export interface OrderDetailViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  order?: Order;
  status: 'loading' | 'error' | 'ready';
  error?: ApiError | null;
  onRetry: () => void;
  /** The person may change orders and this one is still open (not delivered, picked up or cancelled). */
  canEdit: boolean;
  onCancel: (reason: string) => Promise<ApiError | null>;
  onEditItem: (lineId: string, values: ItemEditValues) => Promise<ApiError | null>;
  onRemoveItem: (lineId: string) => Promise<ApiError | null>;
  onAddExtra: (extra: { description: string; priceFils: Fils }) => Promise<ApiError | null>;
  onRemoveExtra: (extraId: string) => Promise<ApiError | null>;
  onRequestPayment: (amountFils: Fils) => Promise<ApiResult<PaymentLink>>;
  /** Area names by id, for the delivery address. */
  areaNames?: AreaNames;
  /** Copies a text (the phone, the payment link); resolves true when the clipboard took it. */
  onCopy: (text: string) => Promise<boolean>;
  /** The order's delivery job, for a delivery order and a person who may see deliveries. */
  delivery?: OrderDeliveryProps;
  /** The order's printable kitchen ticket and receipt (decision 0077). */
  ticketHref?: string;
}

type Open =
  | { kind: 'cancel' }
  | { kind: 'edit'; line: OrderLine }
  | { kind: 'weigh'; line: OrderLine }
  | { kind: 'removeLine'; line: OrderLine }
  | { kind: 'extra' }
  | { kind: 'removeExtra'; id: string; description: string }
  | { kind: 'payment' }
  | null;

/** A name inside a label, isolated so that an Arabic name does not reorder an English label (and back). */
const isolate = (text: string) => `\u2068${text}\u2069`;

const STATUS_TONES = { cancelled: 'danger', delivered: 'success', picked_up: 'success', pending: 'warning' } as const;

function LineQuantity({ line }: { line: OrderLine }) {
  if (line.unit === 'kg') return <bdi dir="ltr">{weightLabel(weightGrams({ paySize: line.pay_size ?? 0 }, line.count))}</bdi>;
  return <FormattedMessage id="dashboard.orders.detail.count" values={{ count: <LtrText>{line.count}</LtrText> }} />;
}

/**
 * One order (vendor spec §7 GET /grocery/shop/cart/get): its lines with add-ons, extra items,
 * the bill, the customer with copy, call and WhatsApp, where it goes, and how it is paid. An
 * open order can be edited (item price and count, remove an item, extra items), cancelled with
 * a reason, and a payment requested; each change waits for the server, and the totals shown
 * are the ones the server answers.
 */
export function OrderDetailView(props: OrderDetailViewProps) {
  const { order, status, canEdit } = props;
  const intl = useIntl();
  const now = useNow();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [notice, setNotice] = useState('');
  const [link, setLink] = useState<PaymentLink | null>(null);
  const close = () => setOpen(null);

  if (status !== 'ready' || !order) {
    return (
      <Page title={<FormattedMessage id="dashboard.orders.detail.crumb" />} breadcrumbs={props.breadcrumbs} loading={status === 'loading'}>
        {status === 'error' ? (
          <ErrorState
            title={
              <FormattedMessage id={props.error?.status === 404 ? 'dashboard.orders.detail.notFound' : 'dashboard.orders.detail.error'} />
            }
            description={
              <FormattedMessage id={props.error?.status === 404 ? 'dashboard.orders.detail.notFound.message' : refusalId(props.error)} />
            }
            onRetry={props.error?.status === 404 ? undefined : props.onRetry}
          />
        ) : (
          <Stack aria-hidden="true">
            <Skeleton blockSize="200px" radius="md" />
            <Skeleton blockSize="120px" radius="md" />
          </Stack>
        )}
      </Page>
    );
  }

  const locale = intl.locale;
  const editable = canEdit;
  const fulfilment = fulfilmentOf(order);
  const due = billFils(order.bill, 'total_amount');
  const wallet = billFils(order.bill, 'wallet');
  const phone = order.customerPhone ?? '';
  const address = order.address;
  const removing =
    open?.kind === 'removeLine' ? localised(open.line, 'name', locale) : open?.kind === 'removeExtra' ? open.description : '';
  const notGiven = <FormattedMessage id="dashboard.orders.card.areaUnknown" />;

  async function confirmRemoval() {
    if (!open || (open.kind !== 'removeLine' && open.kind !== 'removeExtra')) return;
    setBusy(true);
    const error = open.kind === 'removeLine' ? await props.onRemoveItem(open.line.id) : await props.onRemoveExtra(open.id);
    setBusy(false);
    setOpen(null);
    setRefusal(error);
    if (!error) setNotice(intl.formatMessage({ id: 'dashboard.orders.detail.removed' }));
  }

  async function copy(text: string, doneId: string) {
    const done = await props.onCopy(text);
    setNotice(intl.formatMessage({ id: done ? doneId : 'dashboard.orders.detail.copyFailed' }));
  }

  const after = (id: string) => (error: ApiError | null) => {
    if (!error) {
      setRefusal(null);
      setNotice(intl.formatMessage({ id }));
    }
    return error;
  };

  const ticket = props.ticketHref ? (
    <Link href={props.ticketHref}>
      <FormattedMessage id="dashboard.ticket.open" />
    </Link>
  ) : null;
  const actions =
    editable || ticket ? (
      <>
        {ticket}
        {editable ? (
          <Button variant="danger" onClick={() => setOpen({ kind: 'cancel' })}>
            <FormattedMessage id="dashboard.orders.cancel.open" />
          </Button>
        ) : null}
        {editable && !order.paid && due > 0 ? (
          <Button variant="secondary" onClick={() => setOpen({ kind: 'payment' })}>
            <FormattedMessage id="dashboard.orders.payment.open" />
          </Button>
        ) : null}
      </>
    ) : undefined;

  return (
    <Page
      title={<FormattedMessage id="dashboard.orders.detail.title" values={{ number: <LtrText>{order.number}</LtrText> }} />}
      description={
        <Row as="span">
          <Badge tone={STATUS_TONES[order.status as keyof typeof STATUS_TONES] ?? 'info'}>
            <FormattedMessage id={STATUS_LABEL_IDS[order.status]} />
          </Badge>
          <Badge tone="neutral">
            <FormattedMessage id={FULFILMENT_IDS[fulfilment]} />
          </Badge>
          <span>
            <FormattedMessage
              id="dashboard.orders.detail.placed"
              values={{
                when: <bdi>{intl.formatDate(Date.parse(order.createdAt), ORDER_TIME)}</bdi>,
                age: <OrderAge createdAt={order.createdAt} now={now} />,
              }}
            />
          </span>
        </Row>
      }
      breadcrumbs={props.breadcrumbs}
      secondaryActions={actions}
    >
      <Stack>
        <Status role="status">{notice}</Status>
        {refusal ? (
          <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.orders.detail.refused" />} onDismiss={() => setRefusal(null)}>
            <FormattedMessage id={refusalId(refusal)} />
          </InlineAlert>
        ) : null}
        {link ? (
          <InlineAlert
            tone="success"
            title={<FormattedMessage id="dashboard.orders.payment.done" values={{ amount: <Money fils={link.amountFils} size="sm" /> }} />}
            onDismiss={() => setLink(null)}
          >
            <Row>
              <Link href={link.url}>
                <bdi dir="ltr">{link.url}</bdi>
              </Link>
              <IconButton
                icon={<CopyIcon />}
                label={<FormattedMessage id="dashboard.orders.payment.copy" />}
                size="sm"
                variant="ghost"
                onClick={() => void copy(link.url, 'dashboard.orders.detail.copied')}
              />
            </Row>
          </InlineAlert>
        ) : null}
        {order.status === 'cancelled' && order.cancelReason ? (
          <InlineAlert tone="warning" title={<FormattedMessage id="dashboard.orders.detail.cancelled" />}>
            <bdi>{order.cancelReason}</bdi>
          </InlineAlert>
        ) : null}
        <Layout>
          <Stack>
            <Card title={<FormattedMessage id="dashboard.orders.detail.items" />} titleLevel={2}>
              <Lines>
                {order.products.map((line) => {
                  const name = localised(line, 'name', locale);
                  return (
                    <li key={line.id}>
                      <LineName>
                        <FormattedMessage
                          id="dashboard.orders.detail.line"
                          values={{ name: <bdi>{name}</bdi>, quantity: <LineQuantity line={line} /> }}
                        />
                      </LineName>
                      <Money fils={toFilsOr(line.price, 0)} />
                      {line.addons.map((group) => (
                        <LineMeta key={group.id}>
                          <FormattedMessage
                            id="dashboard.orders.detail.addon"
                            values={{
                              group: <bdi>{localised(group, 'title', locale)}</bdi>,
                              options: <bdi>{intl.formatList(group.options.map((o) => localised(o, 'name', locale)))}</bdi>,
                            }}
                          />
                        </LineMeta>
                      ))}
                      {editable ? (
                        <LineActions>
                          <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'edit', line })}>
                            <FormattedMessage id="dashboard.orders.editItem.open" values={{ name: isolate(name) }} />
                          </Button>
                          {line.unit === 'kg' ? (
                            <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'weigh', line })}>
                              <FormattedMessage id="dashboard.orders.weigh.open" values={{ name: isolate(name) }} />
                            </Button>
                          ) : null}
                          <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'removeLine', line })}>
                            <FormattedMessage id="dashboard.orders.removeItem.open" values={{ name: isolate(name) }} />
                          </Button>
                        </LineActions>
                      ) : null}
                    </li>
                  );
                })}
              </Lines>
            </Card>
            <Card
              title={<FormattedMessage id="dashboard.orders.extra.heading" />}
              titleLevel={2}
              actions={
                editable ? (
                  <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'extra' })}>
                    <FormattedMessage id="dashboard.orders.extra.open" />
                  </Button>
                ) : undefined
              }
            >
              {order.extraItems.length === 0 ? (
                <Muted>
                  <FormattedMessage id="dashboard.orders.extra.none" />
                </Muted>
              ) : (
                <Lines>
                  {order.extraItems.map((extra) => (
                    <li key={extra.id}>
                      <LineName>
                        <bdi>{extra.description}</bdi>
                      </LineName>
                      <Money fils={toFilsOr(extra.price, 0)} />
                      {editable ? (
                        <LineActions>
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => setOpen({ kind: 'removeExtra', id: extra.id, description: extra.description })}
                          >
                            <FormattedMessage id="dashboard.orders.removeItem.open" values={{ name: isolate(extra.description) }} />
                          </Button>
                        </LineActions>
                      ) : null}
                    </li>
                  ))}
                </Lines>
              )}
            </Card>
            {order.cart_notes ? (
              <Card title={<FormattedMessage id="dashboard.orders.detail.notes" />} titleLevel={2}>
                <p>
                  <bdi>{order.cart_notes}</bdi>
                </p>
              </Card>
            ) : null}
          </Stack>
          <Stack>
            <Card title={<FormattedMessage id="dashboard.orders.detail.bill" />} titleLevel={2}>
              <Bill>
                <BillRows bill={order.bill} totalSize="lg" />
              </Bill>
            </Card>
            <Card title={<FormattedMessage id="dashboard.orders.detail.customer" />} titleLevel={2}>
              <Facts>
                <dt>
                  <FormattedMessage id="dashboard.orders.detail.name" />
                </dt>
                <dd>{order.customerName ? <bdi>{order.customerName}</bdi> : <FormattedMessage id="dashboard.orders.detail.walkIn" />}</dd>
                {phone ? (
                  <>
                    <dt>
                      <FormattedMessage id="dashboard.orders.detail.phone" />
                    </dt>
                    <dd>
                      <Row>
                        <LtrText dir="ltr">{phoneText(phone)}</LtrText>
                        <IconButton
                          icon={<CopyIcon />}
                          label={<FormattedMessage id="dashboard.orders.detail.copyPhone" />}
                          size="sm"
                          variant="ghost"
                          onClick={() => void copy(phoneText(phone), 'dashboard.orders.detail.copied')}
                        />
                      </Row>
                      <Row>
                        <Link href={telHref(phone)}>
                          <FormattedMessage id="dashboard.orders.detail.call" />
                        </Link>
                        <Link href={whatsappHref(phone)} target="_blank" rel="noopener noreferrer">
                          <FormattedMessage id="dashboard.orders.detail.whatsapp" />
                        </Link>
                      </Row>
                    </dd>
                  </>
                ) : null}
              </Facts>
            </Card>
            <Card title={<FormattedMessage id={FULFILMENT_IDS[fulfilment]} />} titleLevel={2}>
              <Facts>
                <dt>
                  <FormattedMessage id="dashboard.orders.card.when" />
                </dt>
                <dd>
                  <OrderSchedule order={order} />
                </dd>
                {fulfilment === 'delivery' ? (
                  <>
                    <dt>
                      <FormattedMessage id="dashboard.orders.detail.address" />
                    </dt>
                    <dd>
                      {address ? (
                        <>
                          <bdi>
                            {intl.formatList(
                              [address.title, address.building_name, areaNameOf(order, props.areaNames, locale)].filter(
                                (part): part is string => Boolean(part),
                              ),
                              { type: 'unit', style: 'short' },
                            )}
                          </bdi>
                          {address.floor || address.flat ? (
                            <div>
                              <FormattedMessage
                                id="dashboard.orders.detail.floorFlat"
                                values={{
                                  floor: address.floor ? <LtrText>{address.floor}</LtrText> : notGiven,
                                  flat: address.flat ? <LtrText>{address.flat}</LtrText> : notGiven,
                                }}
                              />
                            </div>
                          ) : null}
                          {address.notes ? (
                            <div>
                              <bdi>{address.notes}</bdi>
                            </div>
                          ) : null}
                          {Array.isArray(address.latlng) && address.latlng.length === 2 ? (
                            <Link
                              href={`https://www.google.com/maps?q=${address.latlng[0]},${address.latlng[1]}`}
                              target="_blank"
                              rel="noopener noreferrer"
                            >
                              <FormattedMessage id="dashboard.orders.detail.map" />
                            </Link>
                          ) : null}
                        </>
                      ) : (
                        <FormattedMessage id="dashboard.orders.card.areaUnknown" />
                      )}
                    </dd>
                  </>
                ) : null}
              </Facts>
            </Card>
            {fulfilment === 'delivery' && props.delivery ? <OrderDeliveryCard {...props.delivery} orderNumber={order.number} /> : null}
            <Card title={<FormattedMessage id="dashboard.orders.detail.payment" />} titleLevel={2}>
              <Facts>
                <dt>
                  <FormattedMessage id="dashboard.orders.detail.paymentType" />
                </dt>
                <dd>
                  <FormattedMessage id={paymentId(order.payment_type)} />
                </dd>
                <dt>
                  <FormattedMessage id="dashboard.orders.detail.paid" />
                </dt>
                <dd>
                  <FormattedMessage id={order.paid ? 'dashboard.orders.detail.paid.yes' : 'dashboard.orders.detail.paid.no'} />
                </dd>
                <dt>
                  <FormattedMessage id="dashboard.orders.detail.wallet" />
                </dt>
                <dd>
                  {order.useWallet && wallet > 0 ? (
                    <Money fils={wallet} size="sm" />
                  ) : (
                    <FormattedMessage id="dashboard.orders.detail.wallet.none" />
                  )}
                </dd>
              </Facts>
            </Card>
          </Stack>
        </Layout>
      </Stack>

      <CancelOrderDialog
        isOpen={open?.kind === 'cancel'}
        number={order.number}
        onClose={close}
        onCancel={async (reason) => after('dashboard.orders.cancel.done')(await props.onCancel(reason))}
      />
      <EditItemDialog
        line={open?.kind === 'edit' ? open.line : null}
        name={open?.kind === 'edit' ? localised(open.line, 'name', locale) : ''}
        onClose={close}
        onSave={async (lineId, values) => after('dashboard.orders.editItem.done')(await props.onEditItem(lineId, values))}
      />
      <WeighItemDialog
        line={open?.kind === 'weigh' ? open.line : null}
        name={open?.kind === 'weigh' ? localised(open.line, 'name', locale) : ''}
        canRequest={!order.paid}
        onClose={close}
        onReprice={async (lineId, values, requestFils) => {
          const error = after('dashboard.orders.weigh.done')(await props.onEditItem(lineId, values));
          // The re-pricing is done once it succeeds: a refused payment request is reported on
          // the page (the dialog closes), so a second submit can never re-price the line again.
          if (!error && requestFils > 0) {
            const result = await props.onRequestPayment(requestFils);
            if (result.data) setLink(result.data);
            else setRefusal(result.error);
          }
          return error;
        }}
      />
      <ExtraItemDialog
        isOpen={open?.kind === 'extra'}
        onClose={close}
        onAdd={async (extra) => after('dashboard.orders.extra.done')(await props.onAddExtra(extra))}
      />
      <RequestPaymentDialog
        isOpen={open?.kind === 'payment'}
        dueFils={due}
        onClose={close}
        onRequest={async (amountFils) => {
          const result = await props.onRequestPayment(amountFils);
          if (result.data) setLink(result.data);
          return result;
        }}
      />
      <ConfirmDialog
        isOpen={open?.kind === 'removeLine' || open?.kind === 'removeExtra'}
        title={<FormattedMessage id="dashboard.orders.removeItem.title" values={{ name: <bdi>{removing}</bdi> }} />}
        message={<FormattedMessage id="dashboard.orders.removeItem.message" values={{ name: <bdi>{removing}</bdi> }} />}
        confirmLabel={<FormattedMessage id="dashboard.orders.removeItem.confirm" />}
        cancelLabel={<FormattedMessage id="dashboard.orders.detail.keep" />}
        destructive
        busy={busy}
        onConfirm={() => void confirmRemoval()}
        onCancel={close}
      />
    </Page>
  );
}
