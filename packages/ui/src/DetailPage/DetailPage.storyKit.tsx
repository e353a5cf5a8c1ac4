import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { DetailPage, type DetailPageProps, type DetailPageTab } from './DetailPage.tsx';
import { Facts, Timeline } from './DetailPage.storyKit.styles.ts';

interface OrderLine {
  id: string;
  name: string;
  quantity: number;
  /** fils */
  total: number;
}

const lines: OrderLine[] = [
  { id: 'l1', name: 'Khalas dates, 1 kg', quantity: 2, total: 6_400 },
  { id: 'l2', name: 'لبن كامل الدسم، 1 لتر', quantity: 3, total: 1_950 },
  { id: 'l3', name: 'Arabic bread, pack of 6', quantity: 1, total: 300 },
];

const lineColumns: DataTableColumn<OrderLine>[] = [
  {
    key: 'name',
    header: <FormattedMessage id="ui.story.templates.colProduct" />,
    minWidth: 200,
    grow: 3,
    cell: (l) => <bdi>{l.name}</bdi>,
  },
  { key: 'quantity', header: <FormattedMessage id="ui.story.templates.colQuantity" />, kind: 'number', width: 100 },
  { key: 'total', header: <FormattedMessage id="ui.story.data.colTotal" />, kind: 'money', width: 130 },
];

/** The customer's details are user data, shown as typed. */
const customer = { name: 'Fatima Al Marzouqi', phone: '+971 50 123 4567', address: 'Villa 27, Street 14, Al Barsha 2, Dubai' };

const time = (value: string) => <bdi dir="ltr">{value}</bdi>;

export const orderTabs: readonly DetailPageTab[] = [
  {
    id: 'items',
    label: <FormattedMessage id="ui.story.templates.tabItems" />,
    content: (
      <DataTable
        label={<FormattedMessage id="ui.story.templates.tabItems" />}
        hideLabel
        columns={lineColumns}
        rows={lines}
        getRowKey={(l) => l.id}
        maxBlockSize="none"
      />
    ),
  },
  {
    id: 'customer',
    label: <FormattedMessage id="ui.story.templates.tabCustomer" />,
    content: (
      <Facts>
        <dt>
          <FormattedMessage id="ui.story.form.name" />
        </dt>
        <dd>
          <bdi>{customer.name}</bdi>
        </dd>
        <dt>
          <FormattedMessage id="ui.story.form.phone" />
        </dt>
        <dd>
          <bdi dir="ltr">{customer.phone}</bdi>
        </dd>
        <dt>
          <FormattedMessage id="ui.story.templates.deliveryAddress" />
        </dt>
        <dd>
          <bdi>{customer.address}</bdi>
        </dd>
      </Facts>
    ),
  },
  {
    id: 'timeline',
    label: <FormattedMessage id="ui.story.templates.tabTimeline" />,
    content: (
      <Timeline>
        <li>
          {time('10:24')} <FormattedMessage id="ui.story.templates.eventPlaced" />
        </li>
        <li>
          {time('10:26')} <FormattedMessage id="ui.story.templates.eventAccepted" />
        </li>
        <li>
          {time('10:41')} <FormattedMessage id="ui.story.templates.eventPreparing" />
        </li>
      </Timeline>
    ),
  },
  { id: 'refunds', label: <FormattedMessage id="ui.story.templates.tabRefunds" />, content: null, isDisabled: true },
];

export const longTabs: readonly DetailPageTab[] = [
  { ...orderTabs[0]!, label: <FormattedMessage id="ui.story.overlays.tabLongOne" /> },
  { ...orderTabs[1]!, label: <FormattedMessage id="ui.story.overlays.tabLongTwo" /> },
  { ...orderTabs[2]!, label: <FormattedMessage id="ui.story.overlays.tabLongThree" /> },
];

/** The tab is controlled, as the app keeps it in the URL: the story keeps it in state and reports each change. */
export function ControlledDetailPage({ selectedTab, onTabChange, ...props }: DetailPageProps) {
  const [tab, setTab] = useState(selectedTab);
  return (
    <DetailPage
      {...props}
      selectedTab={tab}
      onTabChange={(id) => {
        setTab(id);
        onTabChange(id);
      }}
    />
  );
}
