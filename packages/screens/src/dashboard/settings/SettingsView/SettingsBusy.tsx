import { FormSpy } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShopSettings } from '@dukkan/core';
import { Badge, FormField, type CustomRule } from '@dukkan/ui';
import { SettingsSection } from './SettingsSection.tsx';
import { busyInitialValues, shopClockTime, type BusyDuration, type BusyValues, type SettingsSaveResult } from './settingsValues.ts';
import { shopDateTime } from './settingsFormat.ts';
import { Inline } from './SettingsView.styles.ts';

export interface SettingsBusyProps {
  settings: ShopSettings;
  canEdit: boolean;
  onSave: (values: BusyValues) => Promise<SettingsSaveResult>;
  now?: () => Date;
}

const DURATIONS: Readonly<Record<BusyDuration, string>> = {
  '30m': 'dashboard.settings.busy.duration.30m',
  '1h': 'dashboard.settings.busy.duration.1h',
  '2h': 'dashboard.settings.busy.duration.2h',
  '4h': 'dashboard.settings.busy.duration.4h',
  until: 'dashboard.settings.busy.duration.until',
  untilOff: 'dashboard.settings.busy.duration.untilOff',
};

/** The end of a busy spell must be later than now, on the shop's clock. */
const IN_THE_FUTURE: CustomRule = {
  name: 'busy_until_future',
  validate: ({ value, getValue, now }) => {
    const at = shopClockTime(String(getValue('untilDate') ?? ''), String(value ?? ''));
    return Number.isNaN(at) || at > now().getTime();
  },
  message: { id: 'dashboard.settings.busy.untilPast' },
};

/** What the shop is now: taking orders, busy, or busy until a time. */
function BusyBadge({ settings }: { settings: ShopSettings }) {
  const { locale } = useIntl();
  if (!settings.busy)
    return (
      <Badge tone="success">
        <FormattedMessage id="dashboard.settings.busy.state.open" />
      </Badge>
    );
  return (
    <Badge tone="warning">
      {settings.expiry ? (
        <FormattedMessage
          id="dashboard.settings.busy.state.until"
          values={{ time: <bdi dir="ltr">{shopDateTime(settings.expiry, locale)}</bdi> }}
        />
      ) : (
        <FormattedMessage id="dashboard.settings.busy.state.busy" />
      )}
    </Badge>
  );
}

/**
 * The busy state (vendor spec §3, §4 "Shop busy flag: may be temporary, with an optional expiry"):
 * busy for a quick spell (30 minutes … 4 hours), until a date and time on the shop's clock, or
 * until turned off. The expiry is sent only when there is one (§5). The storefront shows it at once.
 */
export function SettingsBusy({ settings, canEdit, onSave, now }: SettingsBusyProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <SettingsSection<BusyValues>
      id="settings-busy"
      title={<FormattedMessage id="dashboard.settings.busy.title" />}
      description={<FormattedMessage id="dashboard.settings.busy.description" />}
      status={<BusyBadge settings={settings} />}
      initialValues={busyInitialValues(settings)}
      onSave={onSave}
      canEdit={canEdit}
      savedMessage={<FormattedMessage id="dashboard.settings.busy.saved" />}
      now={now}
    >
      <FormField type="switch" name="busy" label={{ id: 'dashboard.settings.busy.busy' }} disabled={!canEdit} />
      <FormSpy<BusyValues> subscription={{ values: true }}>
        {({ values }) =>
          values.busy ? (
            <>
              <FormField
                type="radio"
                name="duration"
                label={{ id: 'dashboard.settings.busy.duration' }}
                rules="required"
                disabled={!canEdit}
                options={Object.entries(DURATIONS).map(([value, id]) => ({ value, label: t(id) }))}
              />
              {values.duration === 'until' ? (
                <Inline>
                  <FormField
                    type="date"
                    name="untilDate"
                    label={{ id: 'dashboard.settings.busy.untilDate' }}
                    rules="required"
                    disabled={!canEdit}
                  />
                  <FormField
                    type="time"
                    name="untilTime"
                    label={{ id: 'dashboard.settings.busy.untilTime' }}
                    description={{ id: 'dashboard.settings.busy.untilTime.help' }}
                    rules={['required', IN_THE_FUTURE]}
                    disabled={!canEdit}
                  />
                </Inline>
              ) : null}
            </>
          ) : null
        }
      </FormSpy>
    </SettingsSection>
  );
}
