import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SchemaForm } from './SchemaForm.tsx';
import type { SchemaNode } from './types.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A shop's profile as data: a bilingual description, an account group and a list of opening periods. */
const schema: readonly SchemaNode[] = [
  { type: 'bilingual', name: 'description', label: 'ui.story.form.description', rules: 'length:0,300', props: { multiline: true } },
  {
    type: 'group',
    name: 'account',
    legend: 'ui.story.form.account',
    children: [
      { type: 'email', name: 'email', label: 'ui.story.form.email', rules: 'required|email' },
      { type: 'password', name: 'password', label: 'ui.story.form.password', rules: 'required|length:8|contains_numeric' },
      { type: 'password', name: 'password_confirm', label: 'ui.story.form.passwordConfirm', rules: 'required|confirm' },
    ],
  },
  {
    type: 'list',
    name: 'hours',
    legend: 'ui.story.form.hours',
    help: 'ui.story.form.hoursHelp',
    itemLabel: 'ui.story.form.hoursRow',
    addLabel: 'ui.story.form.hoursAdd',
    min: 1,
    max: 7,
    children: [
      { type: 'text', name: 'days', label: 'ui.story.form.day', rules: 'required' },
      {
        type: 'text',
        name: 'opens',
        label: 'ui.story.form.opens',
        rules: [['required'], ['matches', TIME]],
        props: { dir: 'ltr', inputMode: 'numeric', placeholder: '09:00' },
      },
      {
        type: 'text',
        name: 'closes',
        label: 'ui.story.form.closes',
        rules: [['required'], ['matches', TIME]],
        props: { dir: 'ltr', inputMode: 'numeric', placeholder: '22:00' },
      },
    ],
  },
];

const meta = {
  title: 'UI/Form/SchemaForm',
  component: SchemaForm,
  parameters: { layout: 'padded' },
  args: { schema, onSubmit: fn(), submitLabel: 'ui.story.form.create' },
} satisfies Meta<typeof SchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: {
    initialValues: {
      description: 'Fresh vegetables and fruit every morning.',
      description_ar: 'خضروات وفواكه طازجة كل صباح.',
      account: { email: 'owner@alwaha.ae' },
      hours: [
        { days: 'Saturday to Thursday', opens: '08:00', closes: '23:00' },
        { days: 'Friday', opens: '14:00', closes: '23:30' },
      ],
    },
  },
};

const periodDays = (n: number) => new RegExp(`^(Period ${n}|الفترة ${n})`);

/** Add a period with the keyboard (focus moves into it), fill it, then remove the first one. */
export const AddsAndRemovesRowsWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: /add an opening period|إضافة فترة عمل/i });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const second = canvas.getByRole('group', { name: periodDays(2) });
    await waitFor(() => expect(within(second).getByRole('textbox', { name: /days|الأيام/i })).toHaveFocus());
    await userEvent.keyboard('Friday');
    await expect(canvas.getAllByRole('group', { name: /^(Period|الفترة) \d/ })).toHaveLength(2);
    const removeFirst = canvas.getByRole('button', { name: /remove period 1|إزالة الفترة 1/i });
    removeFirst.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getAllByRole('group', { name: /^(Period|الفترة) \d/ })).toHaveLength(1));
    const remaining = canvas.getByRole('group', { name: periodDays(1) });
    await expect(within(remaining).getByRole('textbox', { name: /days|الأيام/i })).toHaveValue('Friday');
    await expect(within(remaining).getByRole('textbox', { name: /days|الأيام/i })).toHaveFocus();
    // The minimum is one period: the last one cannot be removed.
    await expect(canvas.queryByRole('button', { name: /remove period|إزالة الفترة/i })).toBeNull();
  },
};

/** A submit with mistakes: the summary names rows and the confirm rule compares within the group. */
export const ShowsFormIncompleteOnBlockedSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^(password|كلمة المرور)$/i), 'secret123');
    await userEvent.type(canvas.getByLabelText(/^(confirm password|تأكيد كلمة المرور)$/i), 'secret124');
    await userEvent.click(canvas.getByRole('button', { name: /create shop|إنشاء المتجر/i }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary).getByRole('link', { name: /Confirm password does not match\.|حقل تأكيد كلمة المرور غير مطابق\./ }),
    ).toBeVisible();
    const daysLink = within(summary).getByRole('link', { name: /^(Period 1: Days is required\.|الفترة 1: حقل الأيام مطلوب\.)$/ });
    await userEvent.click(daysLink);
    await expect(within(canvas.getByRole('group', { name: periodDays(1) })).getByRole('textbox', { name: /days|الأيام/i })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
