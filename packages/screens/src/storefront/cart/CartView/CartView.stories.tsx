import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiError, defaultCartOptions } from '@dukkan/core';
import { buildAddonGroup, buildAddress, buildShopProduct, fixtures } from '@dukkan/mocks';
import { CartView } from './CartView.tsx';
import {
  add,
  addonGroups,
  addresses,
  avocado,
  CartHarness,
  cartOf,
  hammour,
  items,
  kiwi,
  pineapple,
  quote,
  serverPrices,
  signedInOptions,
  strawberries,
} from './CartView.storyKit.tsx';
import { scheduledOption } from './schedule.ts';

const meta = {
  title: 'Storefront/Cart/CartView',
  component: CartView,
  render: (args) => <CartHarness {...args} />,
  args: {
    items,
    options: signedInOptions,
    checkout: quote(items, serverPrices),
    checkoutLoading: false,
    onRetryCheckout: fn(),
    isSignedIn: true,
    addresses,
    addonGroups,
    onAddItem: fn(),
    onRemoveItem: fn(),
    onDropItem: fn(),
    onAddSet: fn(),
    onRemoveSet: fn(),
    onDeliveryTypeChange: fn(),
    onScheduleChange: fn(),
    onAddressChange: fn(),
    onNotesChange: fn(),
    onPaymentTypeChange: fn(),
    onWalletChange: fn(),
    onApplyPromo: fn(async () => true),
    onRemovePromotion: fn(),
    onClear: fn(),
    onPlaceOrder: fn(),
    isPlacing: false,
    today: '2026-10-28',
    currentTime: '10:05',
    minOrderFils: 3000,
    productHref: (product) => `/categories/fruits/products/${product.productId}`,
    homeHref: '/',
    addAddressHref: '/addresses',
  },
} satisfies Meta<typeof CartView>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Decorator = (Story) => (
  <div style={{ inlineSize: 360 }}>
    <Story />
  </div>
);

export const Default: Story = {};
export const Loading: Story = { args: { isLoading: true } };
export const Empty: Story = { args: { items: [], checkout: undefined } };
export const CheckoutError: Story = { args: { checkout: undefined, checkoutError: new Error('HTTP 500') } };
/** Checkout is re-pricing: the last bill stays, dimmed and marked busy; Place order waits. */
export const Repricing: Story = { args: { checkoutLoading: true } };

const withPineapple = cartOf(
  (s) => add(s, kiwi, 1),
  (s) => add(s, pineapple, 1),
  (s) => add(s, strawberries, 1),
);
export const BlockingWarning: Story = {
  args: {
    items: withPineapple,
    checkout: quote(withPineapple, {
      unavailable: [pineapple.id],
      warnings: [
        { code: 'unavailable', message: 'Pineapple is not available right now.' },
        { code: 'below_min_order', message: 'Add 9.37 AED more to reach the 30 AED minimum for delivery.' },
        { code: 'shop_busy', message: 'The shop is very busy: your order may take longer than usual.' },
      ],
    }),
  },
};

const welcome = fixtures.promotion;
export const PromoApplied: Story = {
  args: {
    options: { ...signedInOptions, promotion: welcome },
    checkout: quote(items, { ...serverPrices, discountFils: 2000, promotion: welcome }),
  },
};
export const Pickup: Story = {
  args: {
    options: { ...signedInOptions, deliveryType: 'pickup' },
    checkout: quote(items, { ...serverPrices, deliveryFils: 0 }),
  },
};
export const Scheduled: Story = { args: { options: { ...signedInOptions, schedule: scheduledOption('2026-10-29', '18:30') } } };
export const SignedOut: Story = {
  args: {
    isSignedIn: false,
    addresses: undefined,
    options: { ...defaultCartOptions(), paymentType: 'cash' },
    checkout: quote(items, { ...serverPrices, walletBalanceFils: 0 }),
  },
};
export const NoSavedAddresses: Story = { args: { addresses: [], options: { ...signedInOptions, selectedAddress: null } } };
export const AddressesLoading: Story = { args: { addresses: undefined } };
export const Placing: Story = { args: { isPlacing: true } };
export const PlaceError: Story = { args: { placeError: apiError('network', 0, 'Failed to fetch') } };

const platter = buildShopProduct({
  id: 'long-platter',
  price: 185,
  addons: [
    buildAddonGroup({
      id: 'long-size',
      title: 'Platter size for gatherings and family celebrations',
      title_ar: 'حجم الصينية للتجمعات والمناسبات العائلية',
      options: [
        {
          id: 'long-size-xl',
          name: 'Extra large family platter for twelve people',
          name_ar: 'صينية عائلية كبيرة جدًا تكفي اثني عشر شخصًا',
          amount: 245.5,
        },
      ],
    }),
    buildAddonGroup({
      id: 'long-sides',
      title: 'Sides and sauces',
      title_ar: 'الأطباق الجانبية والصلصات',
      type: 'add',
      required: false,
      max: 3,
      options: [
        { id: 'long-sides-salad', name: 'Arabic salad with pomegranate molasses', name_ar: 'سلطة عربية بدبس الرمان', amount: 12 },
        { id: 'long-sides-daqoos', name: 'Extra spicy daqoos sauce', name_ar: 'صلصة دقوس حارة إضافية', amount: 3 },
      ],
    }),
  ],
  product: {
    id: 'long-platter-product',
    name: 'Traditional Emirati Lamb Machboos Platter with Saffron Rice, Roasted Nuts, Raisins and Daqoos Sauce',
    name_ar: 'صينية مجبوس لحم إماراتي تقليدي مع أرز بالزعفران ومكسرات محمصة وزبيب وصلصة الدقوس الحارة',
    unit: 'piece',
    pay_size: undefined,
    image: '/mock-assets/products/sandwich.svg',
  },
});
const longNames = cartOf(
  (s) => add(s, fixtures.longArabicProduct, 2),
  (s) => add(s, platter, 1, { 'long-size': ['long-size-xl'], 'long-sides': ['long-sides-salad', 'long-sides-daqoos'] }),
  (s) => add(s, kiwi, 12),
);
export const LongContent: Story = {
  args: {
    items: longNames,
    addonGroups: { [platter.id]: platter.addons },
    checkout: quote(longNames, {
      warnings: [
        { code: 'new_server_code', message: 'A note from the shop that this screen has no words for: shown as the general line.' },
      ],
    }),
    addresses: [
      ...addresses,
      buildAddress({
        id: 'long-address',
        primary: false,
        title: 'بيت العائلة الكبير في منطقة الخوانيج بالقرب من المسجد',
        building_name: 'Villa 27, Street 14B, behind Al Khawaneej Community Centre',
        floor: 'Ground',
        flat: 'Annex 2',
      }),
    ],
    options: { ...signedInOptions, orderNotes: 'الرجاء الاتصال قبل الوصول بعشر دقائق، وترك الطلب عند الحارس إذا لم يرد أحد. '.repeat(5) },
  },
};
/** The add-on groups are not loaded: sets are told apart by number. */
export const AddOnNamesUnknown: Story = { args: { addonGroups: undefined } };
export const NarrowPhone: Story = { decorators: [narrow] };
export const NarrowPhoneWithAPromotion: Story = { ...PromoApplied, decorators: [narrow] };

const increase = /^(increase quantity of|زيادة كمية) (fresh hammour|هامور طازج) \(.*(filleted|فيليه)/i;
const removeSet = /^(remove|إزالة) (fresh hammour|هامور طازج) \(.*(cleaned and cut|منظف ومقطع)/i;

export const StepsAWholeAddOnSet: Story = {
  play: async ({ canvas, args }) => {
    const [, hammourItem] = args.items;
    const [filleted, cleaned] = hammourItem?.addonsSets ?? [];
    await userEvent.click(canvas.getByRole('button', { name: increase }));
    await expect(args.onAddSet).toHaveBeenCalledOnce();
    await expect(args.onAddSet).toHaveBeenCalledWith(
      expect.objectContaining({ shopProduct: expect.objectContaining({ id: hammour.id }) }),
      expect.objectContaining({ key: filleted?.key }),
    );
    // The set's own stepper now reads three steps of 1000 G.
    await expect(
      canvas.getByRole('group', { name: /^(quantity of|كمية) (fresh hammour|هامور طازج) \(.*(filleted|فيليه)/i }),
    ).toHaveTextContent('3000 G');
    await userEvent.click(canvas.getByRole('button', { name: removeSet }));
    await expect(args.onRemoveSet).toHaveBeenCalledWith(
      expect.objectContaining({ shopProduct: expect.objectContaining({ id: hammour.id }) }),
      expect.objectContaining({ key: cleaned?.key }),
    );
    await expect(canvas.queryByRole('button', { name: removeSet })).not.toBeInTheDocument();
    await expect(args.onAddItem).not.toHaveBeenCalled();
  },
};

export const StepsAPlainItemAndRemovesIt: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(decrease quantity of|إنقاص كمية) (hass avocado|أفوكادو هاس)/i }));
    await expect(args.onRemoveItem).toHaveBeenCalledWith(expect.objectContaining({ count: 4 }));
    await userEvent.click(canvas.getByRole('button', { name: /^(remove|إزالة) (hass avocado|أفوكادو هاس) (from the cart|من السلة)/i }));
    await expect(args.onDropItem).toHaveBeenCalledWith(
      expect.objectContaining({ shopProduct: expect.objectContaining({ id: avocado.id }) }),
    );
    await expect(canvas.queryByRole('heading', { name: /hass avocado|أفوكادو هاس/i })).not.toBeInTheDocument();
  },
};

export const ShowsTheServerPriceAndWeight: Story = {
  play: async ({ canvas }) => {
    const strawberriesLine = canvas.getByRole('heading', { name: /strawberries|فراولة/i }).closest('li') as HTMLElement;
    // 2 × 13.50 from checkout, not the stored 2 × 12.50.
    await expect(strawberriesLine).toHaveTextContent(/27\.00/);
    await expect(strawberriesLine).toHaveTextContent(/updated this price|حدّث المتجر/i);
    const kiwiLine = canvas.getByRole('heading', { name: /kiwi|كيوي/i }).closest('li') as HTMLElement;
    await expect(within(kiwiLine).getByRole('spinbutton')).toHaveTextContent('1500 G');
  },
};

export const SwitchingToPickupHidesTheAddresses: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: /delivery address|عنوان التوصيل/i })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /pickup from the shop|استلام من المتجر/i }));
    await expect(args.onDeliveryTypeChange).toHaveBeenCalledWith('pickup');
    await expect(canvas.queryByRole('radiogroup', { name: /delivery address|عنوان التوصيل/i })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /add a new address|إضافة عنوان جديد/i })).not.toBeInTheDocument();
  },
};

export const ChoosingScheduledRevealsDayAndTime: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: /(day|اليوم)$/i })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: /schedule for later|جدولة لوقت لاحق/i }));
    await expect(args.onScheduleChange).toHaveBeenLastCalledWith({ mode: 'scheduled' });
    await expect(canvas.getByText(/choose a day and a time|اختر يومًا ووقتًا/i)).toBeVisible();
    const place = canvas.getByRole('button', { name: /place order|تأكيد الطلب/i });
    await expect(place).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(canvas.getByRole('button', { name: /(day|اليوم)$/i }));
    await userEvent.click(await screen.findByRole('option', { name: /tomorrow|غدًا/i }));
    await expect(args.onScheduleChange).toHaveBeenLastCalledWith({ mode: 'scheduled', day: '2026-10-29' });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: /(time|الوقت)$/i }));
    await userEvent.click(await screen.findByRole('option', { name: /^6:30/ }));
    await expect(args.onScheduleChange).toHaveBeenLastCalledWith({ mode: 'scheduled', day: '2026-10-29', date: '2026-10-29T18:30' });
    await waitFor(() => expect(place).not.toHaveAttribute('aria-disabled'));
  },
};

export const AppliesAPromoCodeWithEnter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(promo code|رمز الخصم)$/i }));
    const dialog = await screen.findByRole('dialog', { name: /add a promo code|إضافة رمز خصم/i });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /promo code|رمز الخصم/i }), 'WELCOME10{Enter}');
    await expect(args.onApplyPromo).toHaveBeenCalledWith('WELCOME10');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** By keyboard: applying and removing a code swap the controls, and focus follows (never <body>). */
export const PromoFocusFollowsApplyAndRemove: Story = {
  render: function Render(args) {
    const [promotion, setPromotion] = useState<typeof welcome | null>(null);
    return (
      <CartView
        {...args}
        options={{ ...args.options, promotion }}
        checkout={promotion ? quote(items, { ...serverPrices, discountFils: 2000, promotion }) : args.checkout}
        onApplyPromo={async (code) => {
          const apply: (code: string) => Promise<boolean> = args.onApplyPromo;
          const ok = await apply(code);
          if (ok) setPromotion(welcome);
          return ok;
        }}
        onRemovePromotion={() => {
          args.onRemovePromotion();
          setPromotion(null);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: /^(promo code|رمز الخصم)$/i }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /add a promo code|إضافة رمز خصم/i });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /promo code|رمز الخصم/i })).toHaveFocus());
    await userEvent.keyboard('WELCOME10{Enter}');
    await expect(args.onApplyPromo).toHaveBeenCalledWith('WELCOME10');
    const applied = await canvas.findByRole('group', { name: /applied promotion|العرض المطبّق/i });
    await waitFor(() => expect(applied).toHaveFocus());
    await userEvent.tab();
    await expect(within(applied).getByRole('button', { name: /remove promo code welcome10|إزالة رمز الخصم welcome10/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemovePromotion).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: /^(promo code|رمز الخصم)$/i })).toHaveFocus());
  },
};

export const RemovesTheAppliedPromotion: Story = {
  ...PromoApplied,
  play: async ({ canvas, args }) => {
    const applied = canvas.getByRole('group', { name: /applied promotion|العرض المطبّق/i });
    await expect(applied).toHaveTextContent('WELCOME10');
    await userEvent.click(within(applied).getByRole('button', { name: /remove promo code welcome10|إزالة رمز الخصم welcome10/i }));
    await expect(args.onRemovePromotion).toHaveBeenCalledOnce();
  },
};

export const PlaceOrderWaitsForAnAddress: Story = {
  args: { options: { ...signedInOptions, selectedAddress: null } },
  play: async ({ canvas, args }) => {
    const place = canvas.getByRole('button', { name: /place order|تأكيد الطلب/i });
    await expect(place).toHaveAttribute('aria-disabled', 'true');
    await expect(place).toHaveAccessibleDescription(/choose a delivery address|اختر عنوان التوصيل/i);
    await userEvent.click(place);
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: /office/i }));
    await expect(args.onAddressChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'addr-2' }));
    await expect(place).not.toHaveAttribute('aria-disabled');
    await userEvent.click(place);
    await expect(args.onPlaceOrder).toHaveBeenCalledOnce();
  },
};

export const PlaceOrderWaitsForABlockingWarning: Story = {
  ...BlockingWarning,
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(/aren't available|غير متوفرة/i);
    const place = canvas.getByRole('button', { name: /place order|تأكيد الطلب/i });
    await expect(place).toHaveAccessibleDescription(/problems above|المشكلات المذكورة/i);
    await userEvent.click(place);
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

/** The first click's promise is still out: the second click of a double click is ignored. */
export const DoesNotPlaceTwiceOnADoubleClick: Story = {
  args: { onPlaceOrder: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: /place order|تأكيد الطلب/i }));
    await expect(args.onPlaceOrder).toHaveBeenCalledOnce();
  },
};

export const IgnoresClicksWhilePlacing: Story = {
  ...Placing,
  play: async ({ canvas, args }) => {
    const place = canvas.getByRole('button', { name: /placing your order|جارٍ إرسال طلبك/i });
    await expect(place).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(place);
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

export const RetriesAFailedCheckout: Story = {
  ...CheckoutError,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(args.onRetryCheckout).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: /place order|تأكيد الطلب/i })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ClearsTheCart: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /clear cart|إفراغ السلة/i }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const LinksBackToTheShopWhenEmpty: Story = {
  ...Empty,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /start shopping|ابدأ التسوق/i })).toHaveAttribute('href', '/');
  },
};

export const HidesTheWalletWhenSignedOut: Story = {
  ...SignedOut,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.getByText(/after signing in|بعد تسجيل الدخول/i)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /place order|تأكيد الطلب/i })).not.toHaveAttribute('aria-disabled');
  },
};

export const TurnsTheWalletOff: Story = {
  play: async ({ canvas, args }) => {
    const wallet = canvas.getByRole('switch', { name: /use my wallet balance|استخدام رصيد محفظتي/i });
    await expect(wallet).toBeChecked();
    await userEvent.click(wallet);
    await expect(args.onWalletChange).toHaveBeenCalledWith(false);
  },
};
