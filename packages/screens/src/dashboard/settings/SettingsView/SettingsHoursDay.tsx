import { useField } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField, type CustomRule } from '@dukkan/ui';
import { weekdayName } from './settingsFormat.ts';
import type { HoursDayState } from './settingsValues.ts';
import { DayNote, DayRow, DayTimes, Hint } from './SettingsView.styles.ts';

export interface SettingsHoursDayProps {
  day: number;
  canEdit: boolean;
}

const STATES: Readonly<Record<HoursDayState, string>> = {
  open: 'dashboard.settings.hours.state.open',
  allDay: 'dashboard.settings.hours.state.allDay',
  closed: 'dashboard.settings.hours.state.closed',
  unset: 'dashboard.settings.hours.state.unset',
};

const NOTES: Readonly<Record<Exclude<HoursDayState, 'open'>, string>> = {
  allDay: 'dashboard.settings.hours.note.allDay',
  closed: 'dashboard.settings.hours.note.closed',
  unset: 'dashboard.settings.hours.note.unset',
};

/** Equal times would read as "open around the clock": that is its own choice. */
const DIFFERS_FROM_OPEN: CustomRule = {
  name: 'hours_close_differs',
  validate: ({ value, getValue }) => value !== getValue('open'),
  message: { id: 'dashboard.settings.hours.sameTime' },
};

/** One day of the week: its choice, and its two times when it opens between them. */
export function SettingsHoursDay({ day, canEdit }: SettingsHoursDayProps) {
  const intl = useIntl();
  const name = weekdayName(day, intl.locale);
  const state = useField<HoursDayState>(`d${day}.state`, { subscription: { value: true } }).input.value;
  const open = useField<string>(`d${day}.open`, { subscription: { value: true } }).input.value;
  const close = useField<string>(`d${day}.close`, { subscription: { value: true } }).input.value;
  const overnight = state === 'open' && open !== '' && close !== '' && close < open;
  return (
    <DayRow role="group" aria-label={name}>
      <FormField
        type="select"
        name={`d${day}.state`}
        label={name}
        disabled={!canEdit}
        options={Object.entries(STATES).map(([value, id]) => ({ value, label: intl.formatMessage({ id }) }))}
      />
      {state === 'open' ? (
        <DayTimes>
          <FormField
            type="time"
            name={`d${day}.open`}
            label={{ id: 'dashboard.settings.hours.opens', values: { day: name } }}
            rules="required"
            disabled={!canEdit}
          />
          <div>
            <FormField
              type="time"
              name={`d${day}.close`}
              label={{ id: 'dashboard.settings.hours.closes', values: { day: name } }}
              rules={['required', DIFFERS_FROM_OPEN]}
              disabled={!canEdit}
            />
            {overnight ? (
              <Hint>
                <FormattedMessage id="dashboard.settings.hours.overnight" values={{ next: weekdayName((day + 1) % 7, intl.locale) }} />
              </Hint>
            ) : null}
          </div>
        </DayTimes>
      ) : (
        <DayNote>
          <FormattedMessage id={NOTES[state] ?? NOTES.unset} />
        </DayNote>
      )}
    </DayRow>
  );
}
