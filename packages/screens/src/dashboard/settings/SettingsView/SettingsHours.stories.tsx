import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SettingsHours } from './SettingsHours.tsx';
import type { HoursSaveResult, SettingsHoursRow } from './settingsValues.ts';

const save = /^(save|حفظ)$/i;

/** The demo shop's week: Thursday and Saturday run past midnight, Friday opens after the midday prayer. */
const week: SettingsHoursRow[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  open: day === 5 ? '14:00' : '07:00',
  close: day === 5 ? '22:00' : day === 4 || day === 6 ? '01:00' : '23:30',
  closed: false,
}));

const meta = {
  title: 'Dashboard/Settings/SettingsView/Hours',
  component: SettingsHours,
  args: { hours: week, canEdit: true, onSave: fn(async (): Promise<HoursSaveResult> => undefined) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SettingsHours>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day's choice: the select is named by the day ("Friday"). */
async function choose(canvasElement: HTMLElement, day: RegExp, option: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: day }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    // Thursday closes at 01:00: the card says it runs into Friday.
    await expect(
      canvas.getByText(/closes after midnight, early on friday|بعد منتصف الليل، في الساعات الأولى من يوم الجمعة/i),
    ).toBeVisible();
  },
};

/** A new branch has no hours yet: every day says so. */
export const NoHoursYet: Story = { args: { hours: [] } };

export const OpenAroundTheClockAndClosed: Story = {
  args: {
    hours: [
      { day: 1, open: '00:00', close: '00:00', closed: false },
      { day: 5, open: '00:00', close: '00:00', closed: true },
    ],
  },
};

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: save })).toBeNull();
  },
};

/** Only the days that changed are sent: Friday opens around the clock, Saturday's hours are removed. */
export const SendsOnlyTheDaysThatChanged: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await choose(canvasElement, /friday|الجمعة/i, /^(open 24 hours|مفتوح 24 ساعة)$/i);
    await choose(canvasElement, /saturday|السبت/i, /^(no hours|بلا ساعات)$/i);
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith([
        { day: 5, hours: { open: '00:00', close: '00:00', closed: false } },
        { day: 6, hours: null },
      ]),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/opening hours saved|تم حفظ ساعات العمل/i));
  },
};

/** A closing time equal to the opening time blocks the save with "Form incomplete." and sends nothing. */
export const ShowsFormIncompleteOnBlockedSubmit: Story = {
  args: { hours: [{ day: 1, open: '07:00', close: '07:30', closed: false }] },
  play: async ({ canvas, args }) => {
    const closes = canvas.getByRole('group', { name: /^(closes on monday|يغلق يوم الاثنين)/i });
    await userEvent.click(closes.querySelector('[data-type="minute"]') as HTMLElement);
    await userEvent.keyboard('00');
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() => expect(canvas.getByText(/form incomplete|النموذج غير مكتمل/i)).toBeVisible());
    await expect(canvas.getAllByText(/different time from the opening time|يجب أن يختلف عن وقت الفتح/i).length).toBeGreaterThan(0);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** One day fails: the card names it and keeps its edit; the day that saved settles. */
export const SaveFailed: Story = {
  args: {
    onSave: fn(async () => ({ failedDays: [5], reason: 'This could not be saved right now. Please try again in a moment.' })),
  },
  play: async ({ canvasElement, canvas }) => {
    await choose(canvasElement, /friday|الجمعة/i, /^(closed|مغلق)$/i);
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/friday|الجمعة/i));
    await expect(canvas.getByRole('button', { name: /friday|الجمعة/i })).toHaveTextContent(/closed|مغلق/i);
  },
};
