import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildPaymentSource } from '@dukkan/mocks';
import { STORY_NOW, storyCards } from '../shared/orderStoryData.ts';
import { CardPaymentDialog } from './CardPaymentDialog.tsx';

const PAY = /^pay aed|^ادفع/i;
const CARD_NUMBER = /card number|رقم البطاقة/i;
const EXPIRY = /expiry date|تاريخ الانتهاء/i;
const CVC = /security code|رمز الأمان/i;

const meta = {
  title: 'Storefront/Payment/CardPaymentDialog',
  component: CardPaymentDialog,
  parameters: { layout: 'centered' },
  args: {
    isOpen: true,
    amountFils: 11_150,
    savedCards: [storyCards.visa, storyCards.mastercard],
    onPay: fn(),
    onCancel: fn(),
    onDeleteCard: fn(),
    now: () => STORY_NOW,
  },
} satisfies Meta<typeof CardPaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  return within(await screen.findByRole('dialog'));
}

async function fillNewCard(number: string, expiry = '1228', cvc = '123') {
  const body = await dialog();
  await userEvent.type(body.getByRole('textbox', { name: CARD_NUMBER }), number);
  await userEvent.type(body.getByRole('textbox', { name: EXPIRY }), expiry);
  await userEvent.type(body.getByRole('textbox', { name: CVC }), cvc);
  return body;
}

export const Default: Story = {};
export const NewCardOnly: Story = { args: { savedCards: [] } };
export const Paying: Story = { args: { isPending: true } };
export const Declined: Story = { args: { error: 'declined' } };
export const Failed: Story = { args: { error: 'failed', savedCards: [] } };
export const DeletingACard: Story = { args: { deletingCardId: storyCards.mastercard.id } };
export const LongContent: Story = {
  args: {
    amountFils: 1_234_567,
    savedCards: [
      storyCards.visa,
      storyCards.mastercard,
      storyCards.amex,
      buildPaymentSource({ id: 'st-src-visa-2', brand: 'visa', last4: '1111', expiry: '01/30' }),
      buildPaymentSource({ id: 'st-src-mc-2', brand: 'mastercard', last4: '4444', expiry: '' }),
    ],
  },
};
export const NarrowPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const RejectsAnInvalidCardNumber: Story = {
  args: { savedCards: [] },
  play: async ({ args }) => {
    const body = await fillNewCard('4242424242424241');
    const number = body.getByRole('textbox', { name: CARD_NUMBER });
    // Shown grouped, as printed on the card.
    await expect(number).toHaveValue('4242 4242 4242 4241');
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    await expect(await body.findByText(/card number isn't valid|رقم البطاقة غير صحيح/i)).toBeInTheDocument();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveFocus();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const RejectsAnExpiredCard: Story = {
  args: { savedCards: [] },
  play: async ({ args }) => {
    const body = await fillNewCard('4242424242424242', '0226');
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    await expect(await body.findByText(/this card has expired|انتهت صلاحية هذه البطاقة/i)).toBeInTheDocument();
    await expect(body.getByRole('textbox', { name: EXPIRY })).toHaveFocus();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const PaysOnceWithANewCardEvenOnDoubleClick: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('radio', { name: /use a new card|استخدام بطاقة جديدة/i }));
    await fillNewCard('4242424242424242');
    await userEvent.click(body.getByRole('checkbox', { name: /save this card|حفظ هذه البطاقة/i }));
    await userEvent.dblClick(screen.getByRole('button', { name: PAY }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await expect(args.onPay).toHaveBeenCalledWith({
      kind: 'new',
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2028, cvc: '123' },
      saveCard: true,
    });
  },
};

export const AmericanExpressNeedsAFourDigitCode: Story = {
  args: { savedCards: [] },
  play: async ({ args }) => {
    const body = await fillNewCard('378282246310005', '0329', '123');
    await expect(body.getByRole('textbox', { name: CARD_NUMBER })).toHaveValue('3782 822463 10005');
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    await expect(await body.findByText(/enter the 4-digit security code|أدخل رمز الأمان المكوّن من [4٤] أرقام/i)).toBeInTheDocument();
    await userEvent.type(body.getByRole('textbox', { name: CVC }), '4');
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    await expect(args.onPay).toHaveBeenCalledWith({
      kind: 'new',
      card: { number: '378282246310005', expiryMonth: 3, expiryYear: 2029, cvc: '1234' },
      saveCard: false,
    });
  },
};

export const SavedCardRequiresItsCvc: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await expect(body.getByRole('radio', { name: /visa ending in 4242|فيزا المنتهية بالأرقام 4242/i })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    const cvc = body.getByRole('textbox', { name: CVC });
    await expect(cvc).toHaveAttribute('aria-invalid', 'true');
    await expect(cvc).toHaveFocus();
    await expect(args.onPay).not.toHaveBeenCalled();
    await userEvent.type(cvc, '321');
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await expect(args.onPay).toHaveBeenCalledWith({ kind: 'saved', sourceId: storyCards.visa.id, cvc: '321' });
  },
};

export const ChoosesAnotherSavedCardWithTheKeyboard: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    const visa = body.getByRole('radio', { name: /visa ending in 4242|فيزا المنتهية بالأرقام 4242/i });
    visa.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('radio', { name: /mastercard ending in 5454|ماستركارد المنتهية بالأرقام 5454/i })).toBeChecked();
    await userEvent.type(body.getByRole('textbox', { name: CVC }), '555');
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await expect(args.onPay).toHaveBeenCalledWith({ kind: 'saved', sourceId: storyCards.mastercard.id, cvc: '555' });
  },
};

/** With a promise from onPay, the dialog is busy until it settles, then a new attempt may start. */
export const AllowsAnotherAttemptOnceThePaymentSettles: Story = {
  args: { onPay: fn(() => Promise.resolve()) },
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.type(body.getByRole('textbox', { name: CVC }), '321');
    const pay = screen.getByRole('button', { name: PAY });
    await userEvent.click(pay);
    await waitFor(() => expect(pay).not.toHaveAttribute('aria-busy'));
    await userEvent.click(pay);
    await expect(args.onPay).toHaveBeenCalledTimes(2);
  },
};

export const DeletesASavedCard: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('button', { name: /delete visa ending in 4242|حذف بطاقة فيزا المنتهية بالأرقام 4242/i }));
    await expect(args.onDeleteCard).toHaveBeenCalledOnce();
    await expect(args.onDeleteCard).toHaveBeenCalledWith(storyCards.visa);
  },
};

export const ShowsADecline: Story = {
  args: { error: 'declined' },
  play: async () => {
    const body = await dialog();
    await expect(body.getByRole('alert')).toHaveTextContent(/declined|رُفضت/i);
  },
};

export const CancelCallsBack: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: /^cancel$|^إلغاء$/i }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const StaysOpenWhilePaying: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};
