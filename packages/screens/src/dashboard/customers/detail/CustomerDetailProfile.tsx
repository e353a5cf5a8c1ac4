import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { formatNumber } from '@dukkan/core';
import { ColorLabel, Money } from '@dukkan/ui';
import { displayPhone, localName, sourceId } from '../list/customerText.ts';
import type { CustomerFilterOptions } from '../list/types.ts';
import type { CustomerDetailData } from './types.ts';
import { Chips, Facts, LtrText, Muted, Panel, Photo, ProfileHead, Total, Totals } from './CustomerDetailView.styles.ts';

export interface CustomerDetailProfileProps {
  customer: CustomerDetailData;
  /** The shop's areas, boards and labels, for their names (GET /customer/filters/values). */
  options: CustomerFilterOptions | undefined;
}

const GENDER_IDS = { male: 'dashboard.customers.detail.gender.male', female: 'dashboard.customers.detail.gender.female' } as const;

/** Who the customer is (vendor spec §3 Customer) and what they bought here: orders, total spent, last order. */
export function CustomerDetailProfile({ customer, options }: CustomerDetailProfileProps) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const area = options?.areas.find((a) => a.id === customer.area);
  const group = options?.groups.find((g) => g.id === customer.groupId);
  const labels = customer.labels.flatMap((id) => options?.labels.find((l) => l.id === id) ?? []);
  const none = (
    <Muted as="span">
      <FormattedMessage id="dashboard.customers.detail.none" />
    </Muted>
  );
  const date = (value: string) => <FormattedDate value={value} day="numeric" month="long" year="numeric" timeZone="Asia/Dubai" />;

  return (
    <Panel>
      <ProfileHead>
        <Photo>
          {customer.image ? (
            <img src={customer.image} alt={intl.formatMessage({ id: 'dashboard.customers.detail.photo' }, { name: customer.fullName })} />
          ) : (
            <span aria-hidden="true">{Array.from(customer.fullName.trim())[0]?.toUpperCase()}</span>
          )}
        </Photo>
        <Totals>
          <Total>
            <span>
              <FormattedMessage id="dashboard.customers.detail.orderCount" />
            </span>
            <strong>
              <bdi dir="ltr">{formatNumber(customer.orderCount, locale)}</bdi>
            </strong>
          </Total>
          <Total>
            <span>
              <FormattedMessage id="dashboard.customers.detail.totalSpent" />
            </span>
            <strong>
              <Money fils={customer.totalSpent} />
            </strong>
          </Total>
          <Total>
            <span>
              <FormattedMessage id="dashboard.customers.detail.lastOrder" />
            </span>
            <strong>
              {customer.lastOrderAt ? date(customer.lastOrderAt) : <FormattedMessage id="dashboard.customers.list.noOrders" />}
            </strong>
          </Total>
        </Totals>
      </ProfileHead>
      <Facts>
        <dt>
          <FormattedMessage id="dashboard.customers.detail.phone" />
        </dt>
        <dd>
          <LtrText dir="ltr">{displayPhone(customer.countryCode, customer.phone)}</LtrText>
        </dd>
        <dt>
          <FormattedMessage id="dashboard.customers.detail.email" />
        </dt>
        <dd>{customer.email ? <bdi dir="ltr">{customer.email}</bdi> : none}</dd>
        <dt>
          <FormattedMessage id="dashboard.customers.detail.gender" />
        </dt>
        <dd>{customer.gender ? <FormattedMessage id={GENDER_IDS[customer.gender]} /> : none}</dd>
        <dt>
          <FormattedMessage id="dashboard.customers.detail.birthDate" />
        </dt>
        <dd>{customer.birthDate ? date(customer.birthDate) : none}</dd>
        <dt>
          <FormattedMessage id="dashboard.customers.detail.area" />
        </dt>
        <dd>{area ? <bdi>{localName(area, locale)}</bdi> : none}</dd>
        <dt>
          <FormattedMessage id="dashboard.customers.detail.board" />
        </dt>
        <dd>{group ? <bdi>{localName(group, locale)}</bdi> : none}</dd>
        <dt>
          <FormattedMessage id="dashboard.customers.detail.labels" />
        </dt>
        <dd>
          {labels.length > 0 ? (
            <Chips>
              {labels.map((l) => (
                <ColorLabel key={l.id} color={l.color}>
                  {l.name}
                </ColorLabel>
              ))}
            </Chips>
          ) : (
            none
          )}
        </dd>
        <dt>
          <FormattedMessage id="dashboard.customers.detail.tags" />
        </dt>
        <dd>{customer.tags.length > 0 ? <bdi>{intl.formatList(customer.tags, { type: 'unit' })}</bdi> : none}</dd>
        <dt>
          <FormattedMessage id="dashboard.customers.detail.source" />
        </dt>
        <dd>
          <FormattedMessage id={sourceId(customer.source)} />
        </dd>
        <dt>
          <FormattedMessage id="dashboard.customers.detail.since" />
        </dt>
        <dd>{customer.createdAt ? date(customer.createdAt) : none}</dd>
      </Facts>
    </Panel>
  );
}
