import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { ReviewTemplateDialog } from './ReviewTemplateDialog.tsx';

const save = /^(add template|إضافة القالب)$/i;

const meta = {
  title: 'Dashboard/Marketing/ReviewTemplateDialog',
  component: ReviewTemplateDialog,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof ReviewTemplateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A title and two questions, English and Arabic side by side. */
export const CreatesATemplateWithTwoQuestions: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    const d = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(d.getByRole('textbox', { name: /^(title|العنوان)/i }), 'Bakery');
    await userEvent.type(d.getAllByRole('textbox', { name: /^(in english|بالإنجليزية)/i })[0]!, 'Was the bread fresh?');
    await userEvent.type(d.getAllByRole('textbox', { name: /^(in arabic|بالعربية)/i })[0]!, 'هل كان الخبز طازجاً؟');
    await userEvent.click(d.getByRole('button', { name: /^(add a question|إضافة سؤال)$/i }));
    await userEvent.type(d.getAllByRole('textbox', { name: /^(in english|بالإنجليزية)/i })[1]!, 'Anything else?');
    await userEvent.click(d.getByRole('button', { name: save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Bakery',
      questions: [
        { text: 'Was the bread fresh?', text_ar: 'هل كان الخبز طازجاً؟' },
        { text: 'Anything else?', text_ar: '' },
      ],
    });
  },
};

/** An empty title and question are refused on their fields, the title gets focus, nothing is sent. */
export const RefusesAnEmptyTemplate: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    const d = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: save }));
    await expect(d.getByRole('textbox', { name: /^(title|العنوان)/i })).toHaveFocus();
    await expect(d.getByRole('textbox', { name: /^(title|العنوان)/i })).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByText(/write the question in english|اكتب السؤال بالإنجليزية/i)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The shop has 20 templates: the refusal is said, and what was typed stays. */
export const SaveFailed: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'max', code: 'too_many_templates' })),
  },
  play: async () => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    const d = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(d.getByRole('textbox', { name: /^(title|العنوان)/i }), 'Bakery');
    await userEvent.type(d.getByRole('textbox', { name: /^(in english|بالإنجليزية)/i }), 'Was the bread fresh?');
    await userEvent.click(d.getByRole('button', { name: save }));
    await expect(await d.findByText(/at most 20 templates|20 قالباً على الأكثر/i)).toBeVisible();
    await expect(d.getByRole('textbox', { name: /^(title|العنوان)/i })).toHaveValue('Bakery');
  },
};
