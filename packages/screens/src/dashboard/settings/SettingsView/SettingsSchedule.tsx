import { FormSpy } from 'react-final-form';
import { FormattedMessage } from 'react-intl';
import { toLatinDigits, FormField } from '@dukkan/ui';
import { SettingsSection } from './SettingsSection.tsx';
import type { ScheduleValues, SettingsSaveResult } from './settingsValues.ts';

export interface SettingsScheduleProps {
  hasSchedule: boolean;
  maxScheduleDays: number;
  canEdit: boolean;
  onSave: (values: ScheduleValues) => Promise<SettingsSaveResult>;
}

type ScheduleForm = {
  hasSchedule: boolean;
  /** Typed text (Arabic-Indic digits welcome), a whole number of days 1–30. */
  maxScheduleDays: string;
};

const WHOLE_DAYS = /^\s*[0-9\u0660-\u0669\u06f0-\u06f9]+\s*$/;

/** Whether customers may order for a later day (hasSchedule), and how many days ahead (maxScheduleDays, 1–30). */
export function SettingsSchedule({ hasSchedule, maxScheduleDays, canEdit, onSave }: SettingsScheduleProps) {
  return (
    <SettingsSection<ScheduleForm>
      id="settings-schedule"
      title={<FormattedMessage id="dashboard.settings.schedule.title" />}
      initialValues={{ hasSchedule, maxScheduleDays: String(maxScheduleDays) }}
      onSave={(values) =>
        onSave({ hasSchedule: values.hasSchedule === true, maxScheduleDays: Number(toLatinDigits(String(values.maxScheduleDays).trim())) })
      }
      canEdit={canEdit}
      savedMessage={<FormattedMessage id="dashboard.settings.schedule.saved" />}
    >
      <FormField
        type="switch"
        name="hasSchedule"
        label={{ id: 'dashboard.settings.schedule.enabled' }}
        description={{ id: 'dashboard.settings.schedule.description' }}
        disabled={!canEdit}
      />
      <FormSpy<ScheduleForm> subscription={{ values: true }}>
        {({ values }) =>
          values.hasSchedule ? (
            <FormField
              type="text"
              name="maxScheduleDays"
              label={{ id: 'dashboard.settings.schedule.days' }}
              description={{ id: 'dashboard.settings.schedule.days.help' }}
              rules={[
                'required',
                ['matches', WHOLE_DAYS],
                {
                  name: 'schedule_days_range',
                  validate: ({ value }) => inRange(value),
                  message: { id: 'dashboard.settings.schedule.days.range' },
                },
              ]}
              messages={{ matches: { id: 'dashboard.settings.schedule.days.range' } }}
              inputProps={{ inputMode: 'numeric', dir: 'ltr' }}
              disabled={!canEdit}
            />
          ) : null
        }
      </FormSpy>
    </SettingsSection>
  );
}

function inRange(value: unknown): boolean {
  const days = Number(toLatinDigits(String(value ?? '').trim()));
  return Number.isInteger(days) && days >= 1 && days <= 30;
}
