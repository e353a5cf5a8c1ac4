import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { WithdrawDialog } from './WithdrawDialog.tsx';

const dialog = () => within(within(document.body).getByRole('dialog'));
const amount = () => dialog().getByRole('textbox', { name: /^(amount \(aed\)|المبلغ \(درهم\))/i });
const submit = () => dialog().getByRole('button', { name: /^(withdraw|سحب)$/i });

async function type(text: string) {
  await userEvent.click(amount());
  await userEvent.paste(text);
}

const meta = {
  title: 'Dashboard/Money/WithdrawDialog',
  component: WithdrawDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    driverName: 'Imran Qureshi',
    balanceFils: 48_675,
    onSubmit: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof WithdrawDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(within(document.body).getByRole('dialog')).toHaveAccessibleName(
      /withdraw cash from imran qureshi|سحب النقد من imran qureshi/i,
    );
  },
};

export const LongContent: Story = {
  args: { driverName: 'عبد الرحمن بن محمد بن سعيد آل مكتوم للنقل والتوصيل السريع', balanceFils: 987_654_321_00 },
};

/** More than the driver holds is refused on the field, announced with it, and nothing is sent. */
export const RefusesAnAmountOverTheBalance: Story = {
  play: async ({ args }) => {
    await type('486.76');
    await userEvent.click(submit());
    await waitFor(() => expect(amount()).toHaveAccessibleDescription(/more than the driver holds|أكثر مما يحمله السائق/i));
    await expect(amount()).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RefusesNothing: Story = {
  play: async ({ args }) => {
    await type('0');
    await userEvent.click(submit());
    await waitFor(() => expect(amount()).toHaveAccessibleDescription(/above zero|أكبر من صفر/i));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Arabic-Indic digits and the Arabic decimal separator are read as the amount, in fils. */
export const WithdrawsAnAmountTypedInArabicDigits: Story = {
  play: async ({ args }) => {
    await type('١٢٠٫٥٠');
    await userEvent.click(submit());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(12_050));
  },
};

/** The button is busy while the call runs: a double click sends one withdrawal. */
export const WithdrawsOnceOnADoubleClick: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return null;
    }),
  },
  play: async ({ args }) => {
    await type('100');
    await userEvent.dblClick(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit());
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-busy'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(10_000);
  },
};

/** The driver's balance changed meanwhile: the server's refusal is shown on the amount, which is kept. */
export const ServerRefusesOverTheBalance: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({
      kind: 'http',
      status: 409,
      message: 'Imran holds only AED 100.00.',
      code: 'insufficient_balance',
    })),
  },
  play: async () => {
    await type('300');
    await userEvent.click(submit());
    await waitFor(() => expect(amount()).toHaveAccessibleDescription(/more than the driver holds|أكثر مما يحمله السائق/i));
    await expect(amount()).toHaveValue('300');
  },
};

export const KeepsTheAmountWhenTheServerCannotBeReached: Story = {
  args: { onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'network', status: 0, message: 'offline' })) },
  play: async () => {
    await type('50');
    await userEvent.click(submit());
    await expect(await dialog().findByText(/couldn't reach the server|تعذّر الوصول إلى الخادم/i)).toBeVisible();
    // Not "Not saved.": the withdrawal may have gone through before the answer was lost.
    await expect(dialog().getByRole('alert')).toHaveAccessibleName(/^(Not confirmed yet\.|لم يتأكّد السحب بعد\.)$/);
    await expect(amount()).toHaveValue('50');
  },
};
