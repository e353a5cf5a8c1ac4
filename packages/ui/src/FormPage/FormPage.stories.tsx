import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { FormPage } from './FormPage.tsx';
import { longProductValues, longSections, productBreadcrumbs, productSections, storyProductValues } from './FormPage.storyKit.tsx';

const save = /^(save|حفظ)$/i;
const discard = /^(discard|تجاهل التغييرات)$/i;
const englishName = /^(name \(English\)|الاسم \(بالإنجليزية\))/i;
const price = /price|السعر/i;
const unsaved = /Unsaved changes|تغييرات غير محفوظة/;

const meta = {
  title: 'UI/Templates/FormPage',
  component: FormPage,
  parameters: { layout: 'padded' },
  args: {
    title: <FormattedMessage id="ui.story.templates.editProduct" />,
    description: <FormattedMessage id="ui.story.templates.editProductDescription" />,
    breadcrumbs: productBreadcrumbs,
    secondaryActions: (
      <Button variant="ghost" onClick={fn()}>
        <FormattedMessage id="ui.story.templates.deleteProduct" />
      </Button>
    ),
    sections: productSections,
    initialValues: storyProductValues,
    onSubmit: fn(async () => undefined),
    onDirtyChange: fn(),
    onDiscard: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading' } };
export const LoadError: Story = { args: { status: 'error', error: <FormattedMessage id="ui.story.templates.productError" /> } };
export const LongArabicContent: Story = {
  args: {
    title: <FormattedMessage id="ui.story.templates.longFormTitle" />,
    sections: longSections,
    initialValues: longProductValues,
  },
};
export const NarrowPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/** One field changed: the save bar says so and the app is told, to guard its navigation. */
export const Dirty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText(unsaved)).toBeNull();
    await expect(canvas.getByRole('button', { name: discard })).toHaveAttribute('aria-disabled', 'true');
    const field = canvas.getByRole('textbox', { name: price });
    await userEvent.clear(field);
    await userEvent.type(field, '29.5');
    await expect(await canvas.findByText(unsaved)).toBeVisible();
    await expect(canvas.getByRole('button', { name: discard })).not.toHaveAttribute('aria-disabled');
    // The app hears it from an effect after the render that shows the bar.
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
  },
};

/** While onSubmit runs: "Saving…" is announced and both buttons are inert (no double submit). */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: price });
    await userEvent.clear(field);
    await userEvent.type(field, '30');
    const button = canvas.getByRole('button', { name: save });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByText(/Saving…|جارٍ الحفظ…/).closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: discard })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A failed call: the form's summary says "Not saved." and the save bar announces it too; the changes stay. */
export const SaveFailed: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: price });
    await userEvent.clear(field);
    await userEvent.type(field, '30');
    await userEvent.click(canvas.getByRole('button', { name: save }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent(/couldn't save this|تعذّر الحفظ/);
    const status = canvas.getByText(/Changes not saved|لم تُحفظ التغييرات/).closest('[role="status"]');
    await expect(status).not.toBeNull();
    await expect(field).toHaveValue('30');
  },
};

/** Staff who may only read see every field disabled, a note saying so, and no save bar. */
export const ReadOnly: Story = {
  args: { readOnly: true, secondaryActions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/view these details but not change them|عرض هذه التفاصيل دون تغييرها/)).toBeVisible();
    for (const field of canvas.getAllByRole('textbox')) await expect(field).toBeDisabled();
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: save })).toBeNull();
    await expect(canvas.queryByRole('button', { name: discard })).toBeNull();
  },
};

export const ShowsFormIncompleteOnBlockedSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: englishName }));
    await userEvent.click(canvas.getByRole('button', { name: save }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('heading', { name: /^(Form incomplete\.|النموذج غير مكتمل\.)$/ })).toBeVisible();
    await expect(within(summary).getAllByRole('link')).toHaveLength(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(unsaved)).toBeVisible();
  },
};

export const DiscardRestoresValues: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: englishName });
    await userEvent.type(name, ' (seasonal)');
    await expect(await canvas.findByText(unsaved)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: discard }));
    await waitFor(() => expect(name).toHaveValue(storyProductValues.name));
    await expect(canvas.queryByText(unsaved)).toBeNull();
    await expect(args.onDiscard).toHaveBeenCalledOnce();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

/** A save sends the values, announces "All changes saved" and makes them the new baseline. */
export const SavesAndAnnouncesIt: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: price });
    await userEvent.clear(field);
    await userEvent.type(field, '29.5');
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name_ar: storyProductValues.name_ar, price: '29.5' }));
    const saved = await canvas.findByText(/All changes saved|حُفظت جميع التغييرات/);
    await expect(saved.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: discard })).toHaveAttribute('aria-disabled', 'true'));
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** While there are unsaved changes a reload or a closed tab asks first; once discarded it does not. */
export const WarnsBeforeLeavingWithUnsavedChanges: Story = {
  play: async ({ canvas }) => {
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await expect(leave()).toBe(false);
    await userEvent.type(canvas.getByRole('textbox', { name: englishName }), '!');
    await waitFor(() => expect(leave()).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: discard }));
    await waitFor(() => expect(leave()).toBe(false));
  },
};
