import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { ReviewSettingsView } from './ReviewSettingsView.tsx';

const settings = {
  enMsgTemplate: 'Hi {name}, thank you for ordering from {shop}! Tell us how we did: {link}',
  arMsgTemplate: 'مرحباً {name}، شكراً لطلبك من {shop}! شاركنا رأيك: {link}',
  promoSmsEnabled: true,
};
const english = /^(english message|الرسالة بالإنجليزية)/i;

const meta = {
  title: 'Dashboard/Marketing/ReviewSettingsView',
  component: ReviewSettingsView,
  parameters: { layout: 'fullscreen' },
  args: { settings, status: 'ready', onRetry: fn(), canEdit: true, onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof ReviewSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading', settings: undefined } };
export const LoadError: Story = { args: { status: 'error', settings: undefined } };
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: english })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^(save|حفظ)$/i })).toBeNull();
  },
};

/** A message without the review link is refused on its field and nothing is sent. */
export const RefusesAMessageWithoutTheLink: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: english });
    await userEvent.clear(field);
    await userEvent.type(field, 'Thanks for your order!');
    await userEvent.click(canvas.getByRole('button', { name: /^(save|حفظ)$/i }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Turning promotional texts off is sent with both messages. */
export const TurnsPromotionalTextsOff: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /send promotional sms|إرسال رسائل ترويجية/i }));
    await userEvent.click(canvas.getByRole('button', { name: /^(save|حفظ)$/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...settings, promoSmsEnabled: false });
  },
};

/** The server did not save: the form says so and keeps the edits. */
export const SaveFailed: Story = {
  args: { onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 500, message: 'boom' })) },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: english });
    await userEvent.type(field, ' See you soon.');
    await userEvent.click(canvas.getByRole('button', { name: /^(save|حفظ)$/i }));
    await expect((await canvas.findAllByText(/this was not saved|لم يُحفظ هذا/i)).length).toBeGreaterThan(0);
    await expect(field).toHaveValue(`${settings.enMsgTemplate} See you soon.`);
  },
};
