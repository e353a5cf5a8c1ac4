import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { createMemoryStorage, type MemoryStorage } from '@dukkan/core';
import { DRAFT_KEY_PREFIX, DRAFT_VERSION } from './draft/draftStore.ts';
import { DRAFT_STORY_KEY, DRAFT_STORY_OWNER, DraftForm } from './stories/DraftForm.tsx';

const STORED = DRAFT_KEY_PREFIX + DRAFT_STORY_KEY;
const saved = { email: 'owner@alwaha.ae', phone: '+971501234567', password: '' };
/** What the owner had typed when the session ended by force (a refused refresh). */
const typed = { email: 'orders@alwaha.ae', phone: '+971509876543' };

const seeded = (owner: unknown, values: unknown = typed) =>
  createMemoryStorage({
    [STORED]: JSON.stringify({ v: DRAFT_VERSION, owner, ended: true, values }),
    [`${DRAFT_KEY_PREFIX}index`]: JSON.stringify([DRAFT_STORY_KEY]),
  });

/**
 * Drafts across a forced sign-out (issue #18, docs/decisions/0090): a form with the `draft`
 * option starts from what its owner typed before the session ended by force, says so, and
 * offers Discard to go back to the saved values.
 */
const meta = {
  title: 'UI/Form/Draft',
  component: DraftForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), initialValues: saved, storage: createMemoryStorage() },
  loaders: [() => ({ storage: seeded(DRAFT_STORY_OWNER) })],
  render: (args, { loaded }) => <DraftForm {...args} storage={(loaded as { storage: MemoryStorage }).storage} />,
} satisfies Meta<typeof DraftForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const notice = /We kept what you typed before you were signed out\.|احتفظنا بما كتبته قبل تسجيل خروجك\./;
const discard = /^(Discard|تجاهُل)$/;
const email = /contact email|البريد الإلكتروني للتواصل/i;
const phone = /phone number|رقم الهاتف/i;
const save = /save shop details|حفظ بيانات المتجر/i;
const storageOf = (loaded: unknown) => (loaded as { storage: MemoryStorage }).storage;

/** The owner signed in again: the form holds what they typed, and a polite notice says so. */
export const RestoredAfterSignOut: Story = {
  play: async ({ canvas }) => {
    const message = await canvas.findByText(notice);
    await expect(message).toBeVisible();
    // A polite status, not an alert: nothing went wrong on this page.
    await expect(message.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: discard })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: email })).toHaveValue(typed.email);
    await expect(canvas.getByRole('textbox', { name: phone })).toHaveValue(typed.phone);
  },
};

/** Discard puts the saved values back, removes the draft and gives focus to the first field. */
export const DiscardRestoresTheSavedValues: Story = {
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: discard }));
    await expect(canvas.queryByText(notice)).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: email })).toHaveValue(saved.email);
    await expect(canvas.getByRole('textbox', { name: phone })).toHaveValue(saved.phone);
    await expect(canvas.getByRole('textbox', { name: email })).toHaveFocus();
    await waitFor(() => expect(storageOf(loaded).getItem(STORED)).toBeNull());
  },
};

/** Saving sends what was kept, once; the draft and the notice are gone after it. */
export const SavingRemovesTheDraft: Story = {
  play: async ({ canvas, args, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining(typed));
    await waitFor(() => expect(canvas.queryByText(notice)).not.toBeInTheDocument());
    await waitFor(() => expect(storageOf(loaded).getItem(STORED)).toBeNull());
  },
};

/** Typing again keeps the draft up to date, never with the password. */
export const TypingKeepsTheDraftWithoutThePassword: Story = {
  play: async ({ canvas, loaded }) => {
    const field = await canvas.findByRole('textbox', { name: email });
    await userEvent.clear(field);
    await userEvent.type(field, 'shop@alwaha.ae');
    const password = canvasPassword(canvas.getByRole('textbox', { name: email }).closest('form'));
    await userEvent.type(password, 'Dukkan#2026');
    await waitFor(() => expect(storageOf(loaded).getItem(STORED)).toContain('shop@alwaha.ae'), { timeout: 3_000 });
    await expect(storageOf(loaded).getItem(STORED)).not.toContain('Dukkan#2026');
  },
};

function canvasPassword(form: HTMLFormElement | null): HTMLInputElement {
  const input = form?.querySelector<HTMLInputElement>('input[type="password"]');
  if (!input) throw new Error('The story form has no password field');
  return input;
}

/** Another person signed in at this device: their form starts from the saved values, no notice. */
export const AnotherPersonsDraftIsNotShown: Story = {
  loaders: [() => ({ storage: seeded({ user: '99', shop: 'shop-1' }) })],
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('textbox', { name: email })).toHaveValue(saved.email);
    await expect(canvas.queryByText(notice)).not.toBeInTheDocument();
    await expect(storageOf(loaded).getItem(STORED)).toBeNull();
  },
};

/** A stored value that is not a draft (bad JSON) is removed; the form opens as saved. */
export const HostileStoredValueIsIgnored: Story = {
  loaders: [() => ({ storage: createMemoryStorage({ [STORED]: '{"v":1,"owner":' }) })],
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('textbox', { name: phone })).toHaveValue(saved.phone);
    await expect(canvas.queryByText(notice)).not.toBeInTheDocument();
    await expect(storageOf(loaded).getItem(STORED)).toBeNull();
    await expect(canvas.queryByRole('button', { name: discard })).toBeNull();
  },
};
