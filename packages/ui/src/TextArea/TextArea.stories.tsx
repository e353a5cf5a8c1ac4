import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { TextArea } from './TextArea.tsx';

const longArabic =
  'الرجاء ترك الطلب عند حارس المبنى في الطابق الأرضي، والاتصال بي قبل الوصول بعشر دقائق لأنني قد أكون في اجتماع. البوابة الخلفية مغلقة بعد التاسعة مساءً.';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  parameters: { layout: 'padded' },
  args: { label: <FormattedMessage id="ui.story.inputs.notes" />, onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: <FormattedMessage id="ui.story.inputs.notesHelp" /> } };
export const Required: Story = { args: { required: true } };
export const WithCounter: Story = { args: { maxCharacters: 200, defaultValue: 'Ring the bell twice.' } };
export const OverTheLimit: Story = { args: { maxCharacters: 40, defaultValue: longArabic, dir: 'rtl' } };
export const Invalid: Story = { args: { required: true, error: <FormattedMessage id="ui.story.inputs.notesRequired" /> } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ring the bell twice.' } };
export const AutoGrow: Story = { args: { autoGrow: true, rows: 2, defaultValue: `${longArabic}\n${longArabic}` } };
export const LongArabicText: Story = {
  args: { defaultValue: longArabic, dir: 'rtl', maxCharacters: 500, description: <FormattedMessage id="ui.story.inputs.notesHelp" /> },
};

export const CountsCharactersAndAnnouncesWhatIsLeft: Story = {
  args: { maxCharacters: 20 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(/20/);
    await userEvent.type(input, 'Gate 4 🚪');
    await expect(args.onChange).toHaveBeenCalled();
    // The emoji counts as one character.
    await expect(canvas.getByText('8 / 20')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/12/));
  },
};

export const FlagsTextPastTheLimit: Story = {
  args: { maxCharacters: 10 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'Leave it at the door');
    await expect(input).toHaveValue('Leave it at the door');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/10/));
  },
};

export const AnnouncesItsError: Story = {
  args: { error: <FormattedMessage id="ui.story.inputs.notesRequired" /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/required|مطلوبة/);
  },
};
