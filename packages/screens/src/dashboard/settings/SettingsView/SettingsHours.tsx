import { FormattedMessage, useIntl } from 'react-intl';
import { SettingsSection } from './SettingsSection.tsx';
import { SettingsHoursDay } from './SettingsHoursDay.tsx';
import { dayList, WEEK_ORDER } from './settingsFormat.ts';
import type { HoursChange, HoursDayState, HoursSaveResult, SettingsHoursRow, SettingsSaveResult } from './settingsValues.ts';
import { Week } from './SettingsView.styles.ts';

export interface SettingsHoursProps {
  /** The shop's rows, at most one a day; a day without one has no hours (the storefront shows it closed). */
  hours: readonly SettingsHoursRow[];
  canEdit: boolean;
  /** The changed days only, one call each (hoursAdd / hoursDelete). */
  onSave: (changes: HoursChange[]) => Promise<HoursSaveResult>;
}

export interface HoursDayValues {
  state: HoursDayState;
  open: string;
  close: string;
}

type WeekValues = Record<`d${number}`, HoursDayValues>;

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

function stateOf(row: SettingsHoursRow | undefined): HoursDayState {
  if (!row) return 'unset';
  if (row.closed) return 'closed';
  return row.open === row.close ? 'allDay' : 'open';
}

/** A closed or unset day offers the times of the first open day (or 09:00–22:00) when it opens. */
function weekValues(hours: readonly SettingsHoursRow[]): WeekValues {
  const usual = hours.find((row) => stateOf(row) === 'open') ?? { open: '09:00', close: '22:00' };
  const values: WeekValues = {};
  for (const day of DAYS) {
    const row = hours.find((h) => h.day === day);
    const state = stateOf(row);
    values[`d${day}`] =
      state === 'open' && row ? { state, open: row.open, close: row.close } : { state, open: usual.open, close: usual.close };
  }
  return values;
}

function sameDay(a: HoursDayValues, b: HoursDayValues): boolean {
  return a.state === b.state && (a.state !== 'open' || (a.open === b.open && a.close === b.close));
}

/** The calls a save makes: only the days that changed. */
export function hoursChanges(initial: WeekValues, values: WeekValues): HoursChange[] {
  return DAYS.flatMap((day): HoursChange[] => {
    const before = initial[`d${day}`];
    const after = values[`d${day}`];
    if (!after || (before && sameDay(before, after))) return [];
    switch (after.state) {
      case 'unset':
        return before?.state === 'unset' ? [] : [{ day, hours: null }];
      case 'closed':
        return [{ day, hours: { open: '00:00', close: '00:00', closed: true } }];
      case 'allDay':
        // The same time for open and close is open around the clock (core openingStatus; decision 0042).
        return [{ day, hours: { open: '00:00', close: '00:00', closed: false } }];
      default:
        return [{ day, hours: { open: after.open, close: after.close, closed: false } }];
    }
  });
}

/**
 * The week's opening hours (vendor spec §3 "Opening hours": day 0 = Sunday … 6 = Saturday, open,
 * close, closed), Monday first. Each day is open between two times (a closing time before the
 * opening time runs past midnight: 18:00–02:00), open 24 hours, closed, or has no hours at all
 * (hoursDelete). One Save sends the changed days; a day that fails keeps its edits.
 */
export function SettingsHours({ hours, canEdit, onSave }: SettingsHoursProps) {
  const intl = useIntl();
  const initial = weekValues(hours);
  async function save(values: WeekValues): Promise<SettingsSaveResult> {
    const changes = hoursChanges(initial, values);
    if (changes.length === 0) return undefined;
    const result = await onSave(changes);
    if (!result || result.failedDays.length === 0) return undefined;
    return {
      formError: intl.formatMessage(
        { id: 'dashboard.settings.hours.failed' },
        { days: dayList(result.failedDays, intl.locale), reason: result.reason },
      ),
    };
  }
  return (
    <SettingsSection<WeekValues>
      id="settings-hours"
      title={<FormattedMessage id="dashboard.settings.hours.title" />}
      description={<FormattedMessage id="dashboard.settings.hours.description" />}
      initialValues={initial}
      onSave={save}
      canEdit={canEdit}
      savedMessage={<FormattedMessage id="dashboard.settings.hours.saved" />}
    >
      <Week>
        {WEEK_ORDER.map((day) => (
          <SettingsHoursDay key={day} day={day} canEdit={canEdit} />
        ))}
      </Week>
    </SettingsSection>
  );
}
