import { FormattedMessage, useIntl } from 'react-intl';
import { SettingsChoiceField } from './SettingsChoiceField.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import {
  DELIVERY_METHODS,
  joinChoices,
  PAYMENT_METHODS,
  splitChoices,
  type DeliveryMethod,
  type PaymentMethod,
  type SettingsSaveResult,
} from './settingsValues.ts';

type MethodsProps =
  | {
      kind: 'payment';
      methods: readonly PaymentMethod[];
      canEdit: boolean;
      onSave: (methods: PaymentMethod[]) => Promise<SettingsSaveResult>;
    }
  | {
      kind: 'delivery';
      methods: readonly DeliveryMethod[];
      canEdit: boolean;
      onSave: (methods: DeliveryMethod[]) => Promise<SettingsSaveResult>;
    };

export type SettingsMethodsProps = MethodsProps;

const TEXT = {
  payment: {
    title: 'dashboard.settings.payment.title',
    label: 'dashboard.settings.payment.label',
    saved: 'dashboard.settings.payment.saved',
    choices: {
      cash: 'dashboard.settings.payment.cash',
      card: 'dashboard.settings.payment.card',
      wallet: 'dashboard.settings.payment.wallet',
    },
  },
  delivery: {
    title: 'dashboard.settings.delivery.title',
    label: 'dashboard.settings.delivery.label',
    saved: 'dashboard.settings.delivery.saved',
    choices: {
      delivery: 'dashboard.settings.delivery.delivery',
      pickup: 'dashboard.settings.delivery.pickup',
      dine_in: 'dashboard.settings.delivery.dine_in',
    },
  },
} as const;

/**
 * The payment methods (shopSetPaymentMethods) or the ways of getting an order (shopDeliveryMethods)
 * the shop offers: at least one of each, since an order needs both.
 */
export function SettingsMethods(props: SettingsMethodsProps) {
  const intl = useIntl();
  const text = TEXT[props.kind];
  const all: readonly string[] = props.kind === 'payment' ? PAYMENT_METHODS : DELIVERY_METHODS;
  const labels: Readonly<Record<string, string>> = text.choices;
  const save = (values: { methods: string }) =>
    props.kind === 'payment'
      ? props.onSave(splitChoices(PAYMENT_METHODS, values.methods))
      : props.onSave(splitChoices(DELIVERY_METHODS, values.methods));
  return (
    <SettingsSection<{ methods: string }>
      id={`settings-${props.kind}-methods`}
      title={<FormattedMessage id={text.title} />}
      initialValues={{ methods: joinChoices(all, props.methods) }}
      onSave={save}
      canEdit={props.canEdit}
      savedMessage={<FormattedMessage id={text.saved} />}
    >
      <SettingsChoiceField
        name="methods"
        label={{ id: text.label }}
        rules="required"
        messages={{ required: { id: 'dashboard.settings.methods.required' } }}
        disabled={!props.canEdit}
        choices={all.map((value) => ({ value, label: intl.formatMessage({ id: labels[value] as string }) }))}
      />
    </SettingsSection>
  );
}
