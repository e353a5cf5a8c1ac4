import { FormattedMessage, useIntl } from 'react-intl';
import { localised, toFilsOr, weightGrams, weightLabel, type ApiError, type Order, type OrderLine } from '@dukkan/core';
import { Barcode, Button, ErrorState, Link, Money, Page, Radio, RadioGroup, Skeleton, type PageBreadcrumb } from '@dukkan/ui';
import { BillRows } from '../shared/BillRows.tsx';
import { ORDER_TIME } from '../shared/orderDates.ts';
import { OrderSchedule } from '../shared/OrderSchedule.tsx';
import { areaNameOf, FULFILMENT_IDS, fulfilmentOf, paymentId, refusalId, type AreaNames } from '../shared/orderText.ts';
import {
  BarcodeBox,
  Bill,
  Controls,
  Facts,
  Footer,
  Fulfilment,
  KindTitle,
  LineMeta,
  LineName,
  Lines,
  LineText,
  LtrText,
  Notes,
  OrderNumber,
  OtherName,
  Price,
  PrintStyle,
  Quantity,
  Section,
  SectionTitle,
  Sheet,
  SheetHeader,
  ShopName,
  Stack,
  type TicketPaper,
} from './OrderTicket.styles.ts';

export type TicketKind = 'kitchen' | 'receipt';
export type { TicketPaper };

export const TICKET_KINDS: readonly TicketKind[] = ['kitchen', 'receipt'];
export const TICKET_PAPERS: readonly TicketPaper[] = ['80mm', 'a4'];

export interface OrderTicketProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  order?: Order;
  status: 'loading' | 'error' | 'ready';
  error?: ApiError | null;
  onRetry: () => void;
  kind: TicketKind;
  paper: TicketPaper;
  onKindChange: (kind: TicketKind) => void;
  onPaperChange: (paper: TicketPaper) => void;
  /** Opens the browser's print dialog (`window.print`). */
  onPrint: () => void;
  /** The shop's name in both languages, at the top of the receipt; left out while unknown. */
  shop?: { name: string; name_ar?: string };
  /** Area names by id, for a delivery's address on the kitchen ticket. */
  areaNames?: AreaNames;
  /** The order's page, for people who may open it. */
  orderHref?: string;
}

const KIND_IDS: Readonly<Record<TicketKind, string>> = {
  kitchen: 'dashboard.ticket.kind.kitchen',
  receipt: 'dashboard.ticket.kind.receipt',
};
const PAPER_IDS: Readonly<Record<TicketPaper, string>> = {
  '80mm': 'dashboard.ticket.paper.80mm',
  a4: 'dashboard.ticket.paper.a4',
};

/** The other language's name of a product, when it has one that differs. */
function otherName(entry: { name: string; name_ar?: string }, locale: string): { text: string; lang: 'en' | 'ar' } | null {
  const other = locale === 'ar' ? { text: entry.name, lang: 'en' as const } : { text: entry.name_ar ?? '', lang: 'ar' as const };
  return other.text && other.text !== localised(entry, 'name', locale) ? other : null;
}

function LineQuantity({ line }: { line: OrderLine }) {
  if (line.unit === 'kg') return <bdi dir="ltr">{weightLabel(weightGrams({ paySize: line.pay_size ?? 0 }, line.count))}</bdi>;
  return <FormattedMessage id="dashboard.ticket.count" values={{ count: <LtrText>{line.count}</LtrText> }} />;
}

function TicketLines({ order, prices }: { order: Order; prices: boolean }) {
  const intl = useIntl();
  const locale = intl.locale;
  return (
    <Lines>
      {order.products.map((line) => {
        const other = otherName(line, locale);
        return (
          <li key={line.id}>
            <Quantity $big={!prices}>
              <LineQuantity line={line} />
            </Quantity>
            <LineText>
              <LineName $big={!prices}>
                <bdi>{localised(line, 'name', locale)}</bdi>
              </LineName>
              {other ? (
                <OtherName lang={other.lang}>
                  <bdi>{other.text}</bdi>
                </OtherName>
              ) : null}
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
            </LineText>
            {prices ? (
              <Price>
                <Money fils={toFilsOr(line.price, 0)} size="sm" />
              </Price>
            ) : (
              <span />
            )}
          </li>
        );
      })}
      {order.extraItems.map((extra) => (
        <li key={extra.id}>
          <Quantity $big={!prices}>
            <FormattedMessage id="dashboard.ticket.extra" />
          </Quantity>
          <LineText>
            <LineName $big={!prices}>
              <bdi>{extra.description}</bdi>
            </LineName>
          </LineText>
          {prices ? (
            <Price>
              <Money fils={toFilsOr(extra.price, 0)} size="sm" />
            </Price>
          ) : (
            <span />
          )}
        </li>
      ))}
    </Lines>
  );
}

/** The printed sheet: the kitchen ticket (what to make, no prices) or the customer's receipt. */
function TicketSheet({
  order,
  kind,
  paper,
  shop,
  areaNames,
}: Pick<OrderTicketProps, 'kind' | 'paper' | 'shop' | 'areaNames'> & { order: Order }) {
  const intl = useIntl();
  const locale = intl.locale;
  const fulfilment = fulfilmentOf(order);
  const kitchen = kind === 'kitchen';
  const area = areaNameOf(order, areaNames, locale);
  const shopOther = shop ? otherName(shop, locale) : null;
  return (
    <Sheet
      $paper={paper}
      data-ticket-sheet={kind}
      data-paper={paper}
      aria-label={intl.formatMessage(
        { id: kitchen ? 'dashboard.ticket.sheet.kitchen' : 'dashboard.ticket.sheet.receipt' },
        { number: order.number },
      )}
    >
      <SheetHeader>
        {!kitchen && shop ? (
          <div>
            <ShopName>
              <bdi>{localised(shop, 'name', locale)}</bdi>
            </ShopName>
            {shopOther ? (
              <OtherName lang={shopOther.lang}>
                <bdi>{shopOther.text}</bdi>
              </OtherName>
            ) : null}
          </div>
        ) : null}
        <KindTitle>
          <FormattedMessage id={KIND_IDS[kind]} />
        </KindTitle>
        <OrderNumber $big={kitchen}>
          <LtrText dir="ltr">{order.number}</LtrText>
        </OrderNumber>
        <BarcodeBox>
          <Barcode
            value={order.number}
            label={intl.formatMessage({ id: 'dashboard.ticket.barcode' }, { number: order.number })}
            moduleWidth={paper === 'a4' ? 2 : 1.5}
            height={paper === 'a4' ? 64 : 48}
          />
        </BarcodeBox>
        <span>
          <FormattedMessage
            id="dashboard.ticket.placed"
            values={{ when: <bdi>{intl.formatDate(Date.parse(order.createdAt), ORDER_TIME)}</bdi> }}
          />
        </span>
      </SheetHeader>

      <Section>
        <Fulfilment>
          <FormattedMessage id={FULFILMENT_IDS[fulfilment]} />
        </Fulfilment>
        <Facts>
          <dt>
            <FormattedMessage id="dashboard.ticket.when" />
          </dt>
          <dd>
            <OrderSchedule order={order} />
          </dd>
          {order.customerName ? (
            <>
              <dt>
                <FormattedMessage id="dashboard.ticket.customer" />
              </dt>
              <dd>
                <bdi>{order.customerName}</bdi>
              </dd>
            </>
          ) : null}
          {kitchen && fulfilment === 'delivery' ? (
            <>
              <dt>
                <FormattedMessage id="dashboard.ticket.area" />
              </dt>
              <dd>{area ? <bdi>{area}</bdi> : <FormattedMessage id="dashboard.orders.card.areaUnknown" />}</dd>
            </>
          ) : null}
        </Facts>
      </Section>

      <Section>
        <SectionTitle>
          <FormattedMessage id="dashboard.ticket.items" />
        </SectionTitle>
        <TicketLines order={order} prices={!kitchen} />
      </Section>

      {order.cart_notes ? (
        <Section>
          <SectionTitle>
            <FormattedMessage id="dashboard.ticket.notes" />
          </SectionTitle>
          <Notes>
            <bdi>{order.cart_notes}</bdi>
          </Notes>
        </Section>
      ) : null}

      {kitchen ? null : (
        <>
          <Section>
            <Bill>
              <BillRows bill={order.bill} totalSize="md" />
            </Bill>
          </Section>
          <Section>
            <Facts>
              <dt>
                <FormattedMessage id="dashboard.ticket.payment" />
              </dt>
              <dd>
                <FormattedMessage id={paymentId(order.payment_type)} />
              </dd>
              <dt>
                <FormattedMessage id="dashboard.ticket.paidLabel" />
              </dt>
              <dd>
                <FormattedMessage id={order.paid ? 'dashboard.ticket.paid' : 'dashboard.ticket.unpaid'} />
              </dd>
            </Facts>
            <Footer>
              <FormattedMessage id="dashboard.ticket.thanks" />
            </Footer>
          </Section>
        </>
      )}
    </Sheet>
  );
}

/**
 * An order's printable ticket (issue #12 item 5, decision 0077): the kitchen ticket or the
 * receipt, on an 80 mm roll or A4, chosen on screen (and kept in the URL by the route). The
 * sheet prints in the interface language, right to left in Arabic, with each product's name in
 * the other language beneath, and the order number as text and as a Code 128 barcode. Only the
 * sheet prints: the controls, the page header and the app's frame are left out of print.
 */
export function OrderTicket(props: OrderTicketProps) {
  const { order, status, kind, paper } = props;

  if (status !== 'ready' || !order) {
    const notFound = props.error?.status === 404;
    return (
      <Page title={<FormattedMessage id="dashboard.ticket.crumb" />} breadcrumbs={props.breadcrumbs} loading={status === 'loading'}>
        {status === 'error' ? (
          <ErrorState
            title={<FormattedMessage id={notFound ? 'dashboard.orders.detail.notFound' : 'dashboard.ticket.error'} />}
            description={<FormattedMessage id={notFound ? 'dashboard.orders.detail.notFound.message' : refusalId(props.error)} />}
            onRetry={notFound ? undefined : props.onRetry}
          />
        ) : (
          <Stack aria-hidden="true">
            <Skeleton blockSize="48px" radius="md" />
            <Skeleton blockSize="360px" radius="md" />
          </Stack>
        )}
      </Page>
    );
  }

  return (
    <Page
      title={<FormattedMessage id="dashboard.ticket.title" values={{ number: <LtrText>{order.number}</LtrText> }} />}
      breadcrumbs={props.breadcrumbs}
      secondaryActions={
        props.orderHref ? (
          <Link href={props.orderHref}>
            <FormattedMessage id="dashboard.ticket.backToOrder" />
          </Link>
        ) : undefined
      }
      primaryAction={
        <Button onClick={props.onPrint}>
          <FormattedMessage id="dashboard.ticket.print" />
        </Button>
      }
    >
      <PrintStyle $paper={paper} />
      <Controls>
        <RadioGroup
          label={<FormattedMessage id="dashboard.ticket.kind" />}
          orientation="horizontal"
          value={kind}
          onChange={(value) => props.onKindChange(value === 'receipt' ? 'receipt' : 'kitchen')}
        >
          {TICKET_KINDS.map((k) => (
            <Radio key={k} value={k}>
              <FormattedMessage id={KIND_IDS[k]} />
            </Radio>
          ))}
        </RadioGroup>
        <RadioGroup
          label={<FormattedMessage id="dashboard.ticket.paper" />}
          orientation="horizontal"
          value={paper}
          onChange={(value) => props.onPaperChange(value === 'a4' ? 'a4' : '80mm')}
        >
          {TICKET_PAPERS.map((p) => (
            <Radio key={p} value={p}>
              <FormattedMessage id={PAPER_IDS[p]} />
            </Radio>
          ))}
        </RadioGroup>
      </Controls>
      <TicketSheet order={order} kind={kind} paper={paper} shop={props.shop} areaNames={props.areaNames} />
    </Page>
  );
}
