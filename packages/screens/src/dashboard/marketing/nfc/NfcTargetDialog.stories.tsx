import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { NfcTargetDialog } from './NfcTargetDialog.tsx';
import { storyNfcCards } from './nfcStoryData.ts';

const dialog = () => within(document.body).getByRole('dialog');

const meta = {
  title: 'Dashboard/Marketing/NfcTargetDialog',
  component: NfcTargetDialog,
  args: { card: storyNfcCards[0]!, onClose: fn(), onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof NfcTargetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongArabicContent: Story = {
  args: { card: { ...storyNfcCards[1]!, name: 'عبد الرحمن بن محمد بن سعيد آل مكتوم، مدير المبيعات' } },
};

/** The new link goes to POST /redirect/target with the switch as it stands. */
export const ChangesWhereTheCardLeads: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    const target = d.getByRole('textbox', { name: /^(a tap leads to|اللمسة تفتح)/i });
    await userEvent.clear(target);
    await userEvent.click(target);
    await userEvent.paste('https://wa.me/971501234567');
    await userEvent.click(d.getByRole('switch', { name: /show the card's page first|عرض صفحة البطاقة أولًا/i }));
    await userEvent.click(d.getByRole('button', { name: /^(save|حفظ)$/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith(storyNfcCards[0], 'https://wa.me/971501234567', false);
  },
};

/** Offline: the message says nothing was saved, and the link typed is still there. */
export const SaveFailed: Story = {
  args: { onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'network', status: 0, message: 'offline' })) },
  play: async () => {
    const d = within(dialog());
    const target = d.getByRole('textbox', { name: /^(a tap leads to|اللمسة تفتح)/i });
    await userEvent.clear(target);
    await userEvent.click(target);
    await userEvent.paste('https://dukkan.ae/new');
    await userEvent.click(d.getByRole('button', { name: /^(save|حفظ)$/i }));
    await d.findByText(/offline|غير متصل/i);
    await expect(target).toHaveValue('https://dukkan.ae/new');
  },
};
