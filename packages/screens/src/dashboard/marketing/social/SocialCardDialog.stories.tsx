import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { SocialCardDialog } from './SocialCardDialog.tsx';
import { longSocialCard, storySocialCards } from './socialStoryData.ts';

const dialog = () => within(document.body).getByRole('dialog');
const names = {
  title: /^(title|العنوان)/i,
  site: /^(the shop on x|حساب المتجر على إكس)/i,
  add: /^(add card|إضافة البطاقة)$/i,
  save: /^(save card|حفظ البطاقة)$/i,
};

async function put(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const meta = {
  title: 'Dashboard/Marketing/SocialCardDialog',
  component: SocialCardDialog,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof SocialCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};
export const Edit: Story = { args: { card: storySocialCards[0] } };
/** Text longer than WhatsApp and Facebook show: each cut is named under the previews. */
export const LongArabicContent: Story = {
  args: { card: longSocialCard },
  play: async () => {
    const warnings = within(dialog()).getByRole('list', { name: /where the text is cut|أين يُقطع النص/i });
    await expect(within(warnings).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  },
};
export const NarrowPhone: Story = { args: { card: storySocialCards[1] }, globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** The previews follow the typing, and the save carries the picture chosen. */
export const PreviewFollowsTheTypingAndSavesThePicture: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    await put(d.getByRole('textbox', { name: names.title }), 'Mango season at Dukkan');
    await waitFor(() => expect(d.getAllByText('Mango season at Dukkan')).toHaveLength(3));
    await put(d.getByRole('textbox', { name: names.site }), '@dukkan');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'mango.png', { type: 'image/png' });
    await userEvent.upload(dialog().querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await userEvent.click(d.getByRole('button', { name: names.add }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Mango season at Dukkan',
      description: '',
      twitterCard: 'summary_large_image',
      twitterSite: '@dukkan',
      image: file,
    });
  },
};

/** A handle without "@" is refused in words and nothing is sent. */
export const RefusesAHandleWithoutAt: Story = {
  args: { card: storySocialCards[0] },
  play: async ({ args }) => {
    const d = within(dialog());
    const site = d.getByRole('textbox', { name: names.site });
    await userEvent.clear(site);
    await put(site, 'dukkan market');
    await userEvent.click(d.getByRole('button', { name: names.save }));
    await d.findByText(/^(form incomplete\.|النموذج غير مكتمل\.)$/i);
    await expect(site).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server is down: the message says so and every change stays. */
export const SaveFailed: Story = {
  args: {
    card: storySocialCards[0],
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 500, message: 'boom' })),
  },
  play: async () => {
    const d = within(dialog());
    const title = d.getByRole('textbox', { name: names.title });
    await userEvent.clear(title);
    await put(title, 'New title');
    await userEvent.click(d.getByRole('button', { name: names.save }));
    await d.findByText(/problem on our side|مشكلة لدينا/i);
    await expect(title).toHaveValue('New title');
  },
};
