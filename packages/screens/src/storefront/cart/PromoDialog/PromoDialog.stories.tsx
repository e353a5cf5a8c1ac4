import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@dukkan/ui';
import { PromoDialog, type PromoDialogProps } from './PromoDialog.tsx';

/** The cart's promo button and the dialog it opens; `isOpen` is the initial state. */
function PromoDialogDemo({ isOpen, onOpenChange, ...props }: PromoDialogProps) {
  const [open, setOpen] = useState(isOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="storefront.cart.promo.open" />
      </Button>
      <PromoDialog
        {...props}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Storefront/Cart/PromoDialog',
  component: PromoDialog,
  parameters: { layout: 'centered' },
  render: (args) => <PromoDialogDemo {...args} />,
  args: { isOpen: true, onOpenChange: fn(), onApply: fn(async () => true) },
} satisfies Meta<typeof PromoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeField = async () => within(await screen.findByRole('dialog')).getByRole('textbox', { name: /promo code|رمز الخصم/i });
const applyButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: /apply|تطبيق/i });

export const Open: Story = {};
export const WithACode: Story = { args: { initialCode: 'WELCOME10' } };

/** The code is being checked: Apply shows a spinner and the field is read-only. */
export const Pending: Story = {
  args: { initialCode: 'WELCOME10', onApply: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ args }) => {
    await userEvent.type(await codeField(), '{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('WELCOME10');
    await expect(applyButton()).toHaveAttribute('aria-busy', 'true');
    await expect(await codeField()).toHaveAttribute('readonly');
    // A second submit while pending is ignored.
    await userEvent.click(applyButton());
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};

export const SubmitsWithEnterAndClosesWhenApplied: Story = {
  play: async ({ args }) => {
    const field = await codeField();
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, '  save5 {Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('save5');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The app showed its alert and answered false: the dialog stays, with the code to correct. */
export const KeepsTheCodeWhenRejected: Story = {
  args: { onApply: fn(async () => false) },
  play: async ({ args }) => {
    await userEvent.type(await codeField(), 'EXPIRED');
    await userEvent.click(applyButton());
    await expect(args.onApply).toHaveBeenCalledWith('EXPIRED');
    await waitFor(() => expect(applyButton()).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(await codeField()).toHaveValue('EXPIRED');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const KeepsTheCodeWhenTheCallFails: Story = {
  args: { onApply: fn(async () => Promise.reject(new Error('HTTP 500'))) },
  play: async ({ args }) => {
    await userEvent.type(await codeField(), 'WELCOME10{Enter}');
    await expect(args.onApply).toHaveBeenCalledOnce();
    await waitFor(() => expect(applyButton()).not.toHaveAttribute('aria-busy'));
    await expect(await codeField()).toHaveValue('WELCOME10');
  },
};

export const AsksForACodeWhenEmpty: Story = {
  play: async ({ args }) => {
    await userEvent.type(await codeField(), '   {Enter}');
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(await codeField()).toHaveAccessibleDescription(/enter a promo code|أدخل رمز الخصم/i);
  },
};

/** One character past the table's limit (40, an emoji counts once): refused on the field, nothing sent, the code kept. */
export const RefusesACodePastItsLimit: Story = {
  args: { initialCode: `WELCOME10-${'X'.repeat(29)}🎁` },
  play: async ({ args }) => {
    const field = await codeField();
    await expect([...(field as HTMLInputElement).value]).toHaveLength(40);
    await userEvent.type(field, '!');
    await userEvent.click(applyButton());
    await expect(args.onApply).not.toHaveBeenCalled();
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/at most 40 characters|لا يزيد على/i);
    await expect(field).toHaveValue(`WELCOME10-${'X'.repeat(29)}🎁!`);
  },
};

export const ClosesWithCancel: Story = {
  play: async ({ args }) => {
    await codeField();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^(cancel|إلغاء)$/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
