import { FormattedDate, FormattedMessage, type IntlShape } from 'react-intl';
import { ColorLabel, DeleteIcon, EditIcon, IconButton, Link, VisuallyHidden, type DataTableColumn } from '@dukkan/ui';
import { displayPhone, localName, sourceId } from './customerText.ts';
import type { CustomerFilterOptions, CustomerListRow } from './types.ts';
import { Avatar, Chips, LtrText, Muted, NameCell, NameText, RowActions } from './CustomersListView.styles.ts';

export interface CustomerColumnOptions {
  locale: 'en' | 'ar';
  intl: IntlShape;
  options: CustomerFilterOptions | undefined;
  canEdit: boolean;
  customerHref: (id: string) => string;
  onEdit: (customer: CustomerListRow) => void;
  onDelete: (customer: CustomerListRow) => void;
}

/** The first letter of a name, for a customer without a picture. */
function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

/** The columns of the customers table; edit and delete only for people who may change customers. */
export function customerColumns({ locale, intl, options, canEdit, customerHref, onEdit, onDelete }: CustomerColumnOptions) {
  const areas = new Map((options?.areas ?? []).map((a) => [a.id, a]));
  const labels = new Map((options?.labels ?? []).map((l) => [l.id, l]));
  const columns: DataTableColumn<CustomerListRow>[] = [
    {
      key: 'fullName',
      header: <FormattedMessage id="dashboard.customers.list.col.name" />,
      minWidth: 200,
      grow: 3,
      cell: (c) => (
        <NameCell>
          <Avatar aria-hidden="true">
            {c.image ? <img src={c.image} alt="" width={36} height={36} loading="lazy" /> : initial(c.fullName)}
          </Avatar>
          <Link href={customerHref(c.id)}>
            <NameText>{c.fullName}</NameText>
          </Link>
        </NameCell>
      ),
    },
    {
      key: 'phone',
      header: <FormattedMessage id="dashboard.customers.list.col.phone" />,
      width: 150,
      cell: (c) => <LtrText dir="ltr">{displayPhone(c.countryCode, c.phone)}</LtrText>,
    },
    {
      key: 'area',
      header: <FormattedMessage id="dashboard.customers.list.col.area" />,
      minWidth: 110,
      grow: 1,
      cell: (c) => {
        const area = c.area ? areas.get(c.area) : undefined;
        return area ? (
          <bdi>{localName(area, locale)}</bdi>
        ) : (
          <Muted>
            <FormattedMessage id="dashboard.customers.list.noArea" />
          </Muted>
        );
      },
    },
    {
      key: 'labels',
      header: <FormattedMessage id="dashboard.customers.list.col.labels" />,
      minWidth: 130,
      grow: 2,
      cell: (c) => {
        const known = c.labels.flatMap((id) => labels.get(id) ?? []);
        return known.length > 0 ? (
          <Chips>
            {known.map((label) => (
              <ColorLabel key={label.id} color={label.color} data-customer-label={label.id}>
                {label.name}
              </ColorLabel>
            ))}
          </Chips>
        ) : (
          <Muted>
            <FormattedMessage id="dashboard.customers.list.noLabels" />
          </Muted>
        );
      },
    },
    {
      key: 'source',
      header: <FormattedMessage id="dashboard.customers.list.col.source" />,
      width: 110,
      cell: (c) => <FormattedMessage id={sourceId(c.source)} />,
    },
    {
      key: 'lastOrderAt',
      header: <FormattedMessage id="dashboard.customers.list.col.lastOrder" />,
      width: 130,
      cell: (c) =>
        c.lastOrderAt ? (
          <FormattedDate value={c.lastOrderAt} day="numeric" month="short" year="numeric" timeZone="Asia/Dubai" />
        ) : (
          <Muted>
            <FormattedMessage id="dashboard.customers.list.noOrders" />
          </Muted>
        ),
    },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: (
        <VisuallyHidden>
          <FormattedMessage id="dashboard.customers.list.col.actions" />
        </VisuallyHidden>
      ),
      width: 96,
      cell: (c: CustomerListRow) => (
        <RowActions>
          <IconButton
            icon={<EditIcon />}
            label={intl.formatMessage({ id: 'dashboard.customers.list.editNamed' }, { name: c.fullName })}
            onClick={() => onEdit(c)}
          />
          <IconButton
            icon={<DeleteIcon />}
            label={intl.formatMessage({ id: 'dashboard.customers.list.deleteNamed' }, { name: c.fullName })}
            onClick={() => onDelete(c)}
          />
        </RowActions>
      ),
    },
  ];
}
