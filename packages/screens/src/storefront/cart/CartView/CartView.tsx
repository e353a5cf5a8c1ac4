import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type {
  Address,
  AddonGroup,
  CartItem,
  CartOptions,
  CartProduct,
  CheckoutResult,
  DeliveryType,
  Fils,
  Id,
  PaymentType,
  ScheduleOption,
} from '@dukkan/core';
import { TEXT_LIMITS } from '@dukkan/core';
import { Button, EmptyState, Link, TextArea } from '@dukkan/ui';
import { CartDelivery } from './CartDelivery.tsx';
import type { CartLineCallbacks } from './CartLine.tsx';
import { CartLines } from './CartLines.tsx';
import { CartPayment } from './CartPayment.tsx';
import { CartPromotion } from './CartPromotion.tsx';
import { CartSchedule } from './CartSchedule.tsx';
import { CartSkeleton } from './CartSkeleton.tsx';
import { CartSummary } from './CartSummary.tsx';
import { DEFAULT_CLOSING_TIME, DEFAULT_OPENING_TIME, isScheduleComplete } from './schedule.ts';
import { placeBlocker, splitWarnings } from './warnings.ts';
import { Column, ItemCount, Layout, Page, PageHeader, PageTitle, Panel, PanelTitle } from './CartView.styles.ts';

/** The order notes' limit, from the table the API enforces too (decision 0083). */
export const MAX_NOTES_LENGTH: number = TEXT_LIMITS.orderNotes;
const DEFAULT_PAYMENT_TYPES: readonly PaymentType[] = ['cash', 'card'];

export interface CartViewProps extends CartLineCallbacks {
  /** The cart's lines (cart store `items`). */
  items: readonly CartItem[];
  /** The cart options (cart options store). */
  options: CartOptions;
  /** The stored cart is not read yet: a skeleton. */
  isLoading?: boolean;

  /** The last checkout answer (GET grocery/cart/checkout); kept while re-pricing. */
  checkout: CheckoutResult | undefined;
  /** Checkout is re-pricing the cart: the bill is marked busy, Place order waits. */
  checkoutLoading: boolean;
  /** Checkout failed: an error with retry replaces the bill. */
  checkoutError?: unknown;
  onRetryCheckout: () => void;

  isSignedIn: boolean;
  /** The customer's saved addresses; undefined while loading (or signed out). */
  addresses: readonly Address[] | undefined;
  /** Add-on groups of the cart's products by shop product id, to name the chosen options. */
  addonGroups?: Readonly<Record<Id, readonly AddonGroup[]>>;

  onDeliveryTypeChange: (type: DeliveryType) => void;
  onScheduleChange: (schedule: ScheduleOption) => void;
  onAddressChange: (address: Address) => void;
  onNotesChange: (notes: string) => void;
  /** The payment types the shop offers, in order. @default ['cash', 'card'] */
  paymentTypes?: readonly PaymentType[];
  onPaymentTypeChange: (type: PaymentType) => void;
  onWalletChange: (useWallet: boolean) => void;
  /** Applies a promo code; true when applied (the dialog closes), false keeps the dialog open. */
  onApplyPromo: (code: string) => Promise<boolean>;
  onRemovePromotion: () => void;
  /** Empties the cart (the app confirms first). */
  onClear: () => void;

  /** Places the order; a returned promise also keeps a second click out until it settles. */
  onPlaceOrder: () => void | Promise<unknown>;
  isPlacing: boolean;
  /** The last attempt failed (an ApiError or anything else); the cart is kept. */
  placeError?: unknown;

  /** Today as YYYY-MM-DD: the schedule offers it and the next six days. */
  today: string;
  /** "HH:mm" now, to hide today's past slots. */
  currentTime?: string;
  /** Opening hours for the time slots. @default '09:00' – '22:00' */
  openingTime?: string;
  closingTime?: string;
  /** The shop's minimum order for delivery, named in the below-minimum warning. */
  minOrderFils?: Fils;

  productHref?: (product: CartProduct) => string | undefined;
  homeHref: string;
  addAddressHref: string;
}

/** The cart page `/cart` (customer spec §2): lines, delivery or pickup, schedule, notes, promotion, payment, bill, Place order. */
export function CartView(props: CartViewProps) {
  const { items, options, isLoading = false, checkout, checkoutLoading, checkoutError, isSignedIn, addresses, isPlacing, homeHref } = props;
  const ids = { items: useId(), delivery: useId(), payment: useId() };
  if (isLoading) return <CartSkeleton />;
  if (items.length === 0) {
    return (
      <Page id="main">
        <PageHeader>
          <PageTitle>
            <FormattedMessage id="storefront.cart.title" />
          </PageTitle>
        </PageHeader>
        <EmptyState
          title={<FormattedMessage id="storefront.cart.empty.title" />}
          description={<FormattedMessage id="storefront.cart.empty.description" />}
          action={
            <Link href={homeHref}>
              <FormattedMessage id="storefront.cart.empty.action" />
            </Link>
          }
        />
      </Page>
    );
  }

  const hours = {
    today: props.today,
    openingTime: props.openingTime ?? DEFAULT_OPENING_TIME,
    closingTime: props.closingTime ?? DEFAULT_CLOSING_TIME,
    currentTime: props.currentTime,
  };
  const selected = options.selectedAddress;
  const missingAddress =
    isSignedIn &&
    options.deliveryType === 'delivery' &&
    (!selected || (addresses !== undefined && !addresses.some((a) => a.id === selected.id)));
  const notesTooLong = [...options.orderNotes].length > MAX_NOTES_LENGTH;
  const paymentTypes = props.paymentTypes ?? DEFAULT_PAYMENT_TYPES;
  const blocker = placeBlocker({
    checkoutLoading,
    hasCheckout: checkout !== undefined,
    checkoutFailed: Boolean(checkoutError),
    hasBlockingWarning: splitWarnings(checkout).blocking.length > 0,
    missingAddress,
    scheduleComplete: isScheduleComplete(options.schedule, hours),
    notesTooLong,
    hasPaymentType: options.paymentType !== null && paymentTypes.includes(options.paymentType),
  });

  return (
    <Page id="main">
      <PageHeader>
        <PageTitle>
          <FormattedMessage id="storefront.cart.title" />
          <ItemCount>
            <FormattedMessage id="storefront.cart.count" values={{ count: items.length, n: <bdi dir="ltr">{items.length}</bdi> }} />
          </ItemCount>
        </PageTitle>
        <Button variant="secondary" disabled={isPlacing} onClick={props.onClear}>
          <FormattedMessage id="storefront.cart.clear" />
        </Button>
      </PageHeader>
      <Layout>
        <Column>
          <Panel aria-labelledby={ids.items}>
            <PanelTitle id={ids.items}>
              <FormattedMessage id="storefront.cart.items.title" />
            </PanelTitle>
            <CartLines
              items={items}
              checkoutLines={checkout?.lines}
              addonGroups={props.addonGroups}
              productHref={props.productHref}
              disabled={isPlacing}
              onAddItem={props.onAddItem}
              onRemoveItem={props.onRemoveItem}
              onDropItem={props.onDropItem}
              onAddSet={props.onAddSet}
              onRemoveSet={props.onRemoveSet}
            />
          </Panel>
          <Panel aria-labelledby={ids.delivery}>
            <PanelTitle id={ids.delivery}>
              <FormattedMessage id="storefront.cart.delivery.title" />
            </PanelTitle>
            <CartDelivery
              deliveryType={options.deliveryType}
              onDeliveryTypeChange={props.onDeliveryTypeChange}
              isSignedIn={isSignedIn}
              addresses={addresses}
              selectedAddress={selected}
              onAddressChange={props.onAddressChange}
              addAddressHref={props.addAddressHref}
              disabled={isPlacing}
            />
            <CartSchedule schedule={options.schedule} onScheduleChange={props.onScheduleChange} disabled={isPlacing} {...hours} />
            <TextArea
              label={<FormattedMessage id="storefront.cart.notes.label" />}
              description={<FormattedMessage id="storefront.cart.notes.description" />}
              value={options.orderNotes}
              onChange={(event) => props.onNotesChange(event.target.value)}
              maxCharacters={MAX_NOTES_LENGTH}
              error={notesTooLong ? <FormattedMessage id="storefront.cart.notes.tooLong" values={{ max: MAX_NOTES_LENGTH }} /> : undefined}
              disabled={isPlacing}
            />
          </Panel>
          <Panel aria-labelledby={ids.payment}>
            <PanelTitle id={ids.payment}>
              <FormattedMessage id="storefront.cart.payment.title" />
            </PanelTitle>
            <CartPromotion
              promotion={options.promotion}
              checkout={checkout}
              onApplyPromo={props.onApplyPromo}
              onRemovePromotion={props.onRemovePromotion}
              disabled={isPlacing}
            />
            <CartPayment
              paymentTypes={paymentTypes}
              paymentType={options.paymentType}
              onPaymentTypeChange={props.onPaymentTypeChange}
              isSignedIn={isSignedIn}
              checkout={checkout}
              useWallet={options.wallet}
              onWalletChange={props.onWalletChange}
              disabled={isPlacing}
            />
          </Panel>
        </Column>
        <CartSummary
          checkout={checkout}
          checkoutLoading={checkoutLoading}
          checkoutError={checkoutError}
          onRetryCheckout={props.onRetryCheckout}
          minOrderFils={props.minOrderFils}
          blocker={blocker}
          onPlaceOrder={props.onPlaceOrder}
          isPlacing={isPlacing}
          placeError={props.placeError}
        />
      </Layout>
    </Page>
  );
}
