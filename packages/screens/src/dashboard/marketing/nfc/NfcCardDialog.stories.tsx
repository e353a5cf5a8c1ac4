import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { NfcCardDialog } from './NfcCardDialog.tsx';
import { storyNfcCards } from './nfcStoryData.ts';

const dialog = () => within(document.body).getByRole('dialog');
const names = {
  name: /^(name on the card|الاسم على البطاقة)/i,
  chip: /^(chip id|معرّف الشريحة)/i,
  target: /^(a tap leads to|اللمسة تفتح)/i,
  add: /^(register card|تسجيل البطاقة)$/i,
  save: /^(save card|حفظ البطاقة)$/i,
};

async function put(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const meta = {
  title: 'Dashboard/Marketing/NfcCardDialog',
  component: NfcCardDialog,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof NfcCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Register: Story = {};
export const Edit: Story = { args: { card: storyNfcCards[1] } };
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A chip id typed with spaces and small letters is read as the writer app prints it. */
export const RegistersWithAChipIdTypedLoosely: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    await put(d.getByRole('textbox', { name: names.name }), 'Huda Saleh');
    await put(d.getByRole('textbox', { name: names.chip }), '04 a2 19 6b');
    const target = d.getByRole('textbox', { name: names.target });
    await userEvent.clear(target);
    await put(target, 'https://dukkan.ae/menu');
    await userEvent.click(d.getByRole('button', { name: names.add }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Huda Saleh',
      employerName: '',
      card: '04:A2:19:6B',
      targetUrl: 'https://dukkan.ae/menu',
      showPage: true,
    });
  },
};

/** A javascript: link and a malformed chip id are refused in words, and nothing is sent. */
export const RefusesAScriptLinkAndABadChipId: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    await put(d.getByRole('textbox', { name: names.name }), 'Huda');
    await put(d.getByRole('textbox', { name: names.chip }), 'hello');
    const target = d.getByRole('textbox', { name: names.target });
    await userEvent.clear(target);
    await put(target, 'javascript:alert(1)');
    await userEvent.click(d.getByRole('button', { name: names.add }));
    await d.findByText(/^(form incomplete\.|النموذج غير مكتمل\.)$/i);
    await expect(d.getByRole('textbox', { name: names.chip })).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByRole('textbox', { name: names.target })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The chip is on another card: the refusal shows on the chip field and keeps everything typed. */
export const SaveFailed: Story = {
  args: {
    card: storyNfcCards[0],
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'dup', code: 'duplicate_card' })),
  },
  play: async () => {
    const d = within(dialog());
    const name = d.getByRole('textbox', { name: names.name });
    await userEvent.clear(name);
    await put(name, 'Huda S.');
    await userEvent.click(d.getByRole('button', { name: names.save }));
    await expect((await d.findAllByText(/already registered|مسجّلة على بطاقة أخرى/i)).length).toBeGreaterThan(0);
    await expect(d.getByRole('textbox', { name: names.chip })).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByRole('textbox', { name: names.name })).toHaveValue('Huda S.');
  },
};
