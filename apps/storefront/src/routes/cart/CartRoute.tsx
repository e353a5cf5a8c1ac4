import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import {
  billFils,
  checkoutQuery,
  minOrderFils,
  orderBody,
  primaryAddress,
  promoInvoiceFils,
  type ApiError,
  type CartOptions,
  type CartState,
  type Order,
  type ShopProduct,
} from '@dukkan/core';
import {
  applyPromoCode,
  confirmAndClearCart,
  removePromotion,
  requireLoginToOrder,
  useAddresses,
  useAllProducts,
  useCheckout,
  useShop,
} from '@dukkan/data';
import { CartView } from '@dukkan/screens';
import { useUserState } from '@dukkan/shell';
import { urls } from '../../urls.ts';
import { dubaiNow } from './dubaiClock.ts';
import { useStorefrontServices } from '../../services.ts';

/**
 * `/cart` (customer spec §2, §4, §5): the cart and its options from their stores, priced by
 * the server's checkout call (whose prices win), the promo flow, and placing the order once.
 */
export function CartRoute() {
  const services = useStorefrontServices();
  const { config, cart, options, user, dialogs, client, orders, pixel } = services;
  const navigate = useNavigate();
  const cartState = useSnapshot(cart.state) as unknown as CartState;
  const optionState = useSnapshot(options.state) as unknown as CartOptions;
  const { isLoggedIn } = useUserState();
  const current: CartOptions = options.current();
  const query = cartState.items.length > 0 ? checkoutQuery({ shopId: config.shopId, cart: cartState, options: current }) : null;
  const checkout = useCheckout(query);
  const addresses = useAddresses(isLoggedIn);
  const { data: shop } = useShop(config.shopId);
  // Names of chosen add-on options and product links come from the (shared, cached) listing.
  const catalogue = useAllProducts(cartState.items.length > 0 ? config.shopId : null);
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<ApiError | undefined>();
  const clock = useMemo(() => dubaiNow(), []);

  // Delivery needs an address: the primary one is chosen until the customer picks another.
  useEffect(() => {
    if (optionState.deliveryType !== 'delivery' || optionState.selectedAddress || !addresses.data?.length) return;
    const primary = primaryAddress(addresses.data);
    if (primary) options.selectAddress(primary);
  }, [optionState.deliveryType, optionState.selectedAddress, addresses.data, options]);

  const byId = useMemo(() => new Map<string, ShopProduct>((catalogue.products ?? []).map((p) => [p.id, p])), [catalogue.products]);
  const addonGroups = useMemo(
    () => Object.fromEntries(cartState.items.map((item) => [item.shopProduct.id, byId.get(item.shopProduct.id)?.addons ?? []])),
    [cartState.items, byId],
  );
  const hours = shop?.hours?.find((h) => h.day === clock.weekday && !h.closed);

  async function placeOrder() {
    setPlaceError(undefined);
    const loginRoute = await requireLoginToOrder({ user, dialogs });
    if (loginRoute) {
      void navigate(loginRoute);
      return;
    }
    if (!user.state.isLoggedIn) return;
    const body = orderBody({ shopId: config.shopId, cart: cart.state, options: options.current() });
    const totalFils = billFils(checkout.data?.bill, 'total_amount');
    pixel.track('checkoutStart', { contentIds: body.products.map((p) => p.id), numItems: cart.state.totalItems, valueFils: totalFils });
    setPlacing(true);
    const result = await orders.place(body);
    setPlacing(false);
    if (result.error) {
      setPlaceError(result.error);
      return;
    }
    const order = (result.data as { order?: Order } | null)?.order;
    if (!order) {
      setPlaceError({ kind: 'invalid_response', status: 502, message: 'Invalid response', code: 'invalid_response' } as ApiError);
      return;
    }
    const card = order.payment_type === 'card' && !order.paid;
    if (!card)
      pixel.track('purchase', { contentIds: body.products.map((p) => p.id), numItems: cart.state.totalItems, valueFils: totalFils });
    cart.clear();
    options.reset();
    void navigate(urls.order(order.id, { placed: true }));
  }

  return (
    <CartView
      items={cartState.items}
      options={optionState}
      checkout={checkout.data}
      checkoutLoading={checkout.isLoading || checkout.isValidating}
      checkoutError={checkout.error}
      onRetryCheckout={() => void checkout.mutate()}
      isSignedIn={isLoggedIn}
      addresses={isLoggedIn ? addresses.data : []}
      addonGroups={addonGroups}
      onAddItem={(item) => cart.add(item.shopProduct)}
      onRemoveItem={(item) => cart.remove(item.shopProduct.id)}
      onDropItem={(item) => cart.drop(item.shopProduct.id)}
      onAddSet={(item, set) => cart.add(item.shopProduct, set.addons)}
      onRemoveSet={(item, set) => cart.remove(item.shopProduct.id, set.key)}
      onDeliveryTypeChange={(type) => options.setDeliveryType(type)}
      onScheduleChange={(schedule) => options.setSchedule(schedule)}
      onAddressChange={(address) => options.selectAddress(address)}
      onNotesChange={(notes) => options.setOrderNotes(notes)}
      paymentTypes={['cash', 'card']}
      onPaymentTypeChange={(type) => options.setPaymentType(type)}
      onWalletChange={(useWallet) => options.setWallet(useWallet)}
      onApplyPromo={async (code) => {
        const outcome = await applyPromoCode(
          {
            cart,
            options,
            api: client.api,
            dialogs,
            shopId: config.shopId,
            invoiceFils: promoInvoiceFils(checkout.data),
            recheckout: () => checkout.mutate(),
          },
          code,
        );
        return outcome.kind === 'applied';
      }}
      onRemovePromotion={() => void removePromotion({ options, recheckout: () => checkout.mutate() })}
      onClear={() => void confirmAndClearCart({ cart, options, dialogs })}
      onPlaceOrder={placeOrder}
      isPlacing={placing}
      placeError={placeError}
      today={clock.today}
      currentTime={clock.time}
      openingTime={hours?.open}
      closingTime={hours?.close}
      minOrderFils={minOrderFils(checkout.data, shop?.minOrder)}
      productHref={(product) => {
        const category = byId.get(product.id)?.product.category;
        return category ? urls.product(category, product.id) : undefined;
      }}
      homeHref={urls.home()}
      addAddressHref={urls.newAddress(urls.cart())}
    />
  );
}
