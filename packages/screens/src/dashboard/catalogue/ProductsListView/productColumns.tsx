import { FormattedMessage, type IntlShape } from 'react-intl';
import { formatNumber, offerPercent } from '@dukkan/core';
import { Badge, type DataTableColumn, EditIcon, IconButton, ImageIcon, Link, Money, Switch, VisuallyHidden } from '@dukkan/ui';
import { localName, localSize, UNIT_MESSAGES } from '../shared/productText.ts';
import type { CatalogueEdit, CatalogueProductRow } from '../shared/types.ts';
import { Muted, NameLine, Names, OfferCell, RowActions, Thumb, ThumbBox, UnitCell } from './ProductsListView.styles.ts';

export interface ColumnOptions {
  locale: 'en' | 'ar';
  canEdit: boolean;
  onChange: (edit: CatalogueEdit) => void;
  onEdit: (id: string) => void;
  /** The page of a product's add-on groups; every reader may open it. */
  addonsHref?: (product: CatalogueProductRow) => string;
  intl: IntlShape;
}

/** The columns of the products table; switches and the edit button only for people who may change the catalogue. */
export function productColumns({
  locale,
  canEdit,
  onChange,
  onEdit,
  addonsHref,
  intl,
}: ColumnOptions): DataTableColumn<CatalogueProductRow>[] {
  const n = (value: number) => <bdi dir="ltr">{formatNumber(value, locale)}</bdi>;
  return [
    {
      key: 'image',
      header: (
        <VisuallyHidden>
          <FormattedMessage id="dashboard.catalogue.list.colImage" />
        </VisuallyHidden>
      ),
      width: 64,
      cell: (p) => (
        <ThumbBox>
          {p.image ? <Thumb src={p.image} alt="" width={40} height={40} loading="lazy" decoding="async" /> : <ImageIcon />}
        </ThumbBox>
      ),
    },
    {
      key: 'name',
      header: <FormattedMessage id="dashboard.catalogue.list.colName" />,
      minWidth: 220,
      grow: 3,
      sortable: true,
      cell: (p) => (
        <Names>
          <NameLine lang="en" dir="auto" data-strong>
            {p.name}
          </NameLine>
          {p.nameAr ? (
            <NameLine lang="ar" dir="rtl">
              {p.nameAr}
            </NameLine>
          ) : null}
        </Names>
      ),
    },
    {
      key: 'unit',
      header: <FormattedMessage id="dashboard.catalogue.list.colUnit" />,
      width: 120,
      cell: (p) => (
        <UnitCell>
          <FormattedMessage id={UNIT_MESSAGES[p.unit]} />
          {localSize(p, locale) ? <Muted dir="auto">{localSize(p, locale)}</Muted> : null}
        </UnitCell>
      ),
    },
    {
      key: 'price',
      header: <FormattedMessage id="dashboard.catalogue.list.colPrice" />,
      width: 130,
      align: 'end',
      sortable: true,
      cell: (p) => <Money fils={p.price} size="sm" />,
    },
    {
      key: 'offer',
      header: <FormattedMessage id="dashboard.catalogue.list.colOffer" />,
      width: 170,
      cell: (p) =>
        p.offerPrice > 0 ? (
          <OfferCell>
            <Money fils={p.offerPrice} size="sm" />
            <Badge tone="danger">
              <FormattedMessage id="dashboard.catalogue.offer.percent" values={{ percent: n(offerPercent(p.price, p.offerPrice)) }} />
            </Badge>
          </OfferCell>
        ) : (
          <Muted>
            <FormattedMessage id="dashboard.catalogue.list.noOffer" />
          </Muted>
        ),
    },
    {
      key: 'available',
      header: <FormattedMessage id="dashboard.catalogue.list.colAvailable" />,
      width: 120,
      cell: (p) =>
        canEdit ? (
          <Switch checked={p.isAvailable} onChange={(value) => onChange({ product: p.id, change: { kind: 'available', value } })}>
            <VisuallyHidden>
              <FormattedMessage id="dashboard.catalogue.list.availableNamed" values={{ name: localName(p, locale) }} />
            </VisuallyHidden>
          </Switch>
        ) : (
          <Badge tone={p.isAvailable ? 'success' : 'neutral'}>
            <FormattedMessage id={p.isAvailable ? 'dashboard.catalogue.list.available' : 'dashboard.catalogue.list.unavailable'} />
          </Badge>
        ),
    },
    {
      key: 'hidden',
      header: <FormattedMessage id="dashboard.catalogue.list.colHidden" />,
      width: 110,
      cell: (p) =>
        canEdit ? (
          <Switch checked={p.hidden} onChange={(value) => onChange({ product: p.id, change: { kind: 'hidden', value } })}>
            <VisuallyHidden>
              <FormattedMessage id="dashboard.catalogue.list.hiddenNamed" values={{ name: localName(p, locale) }} />
            </VisuallyHidden>
          </Switch>
        ) : p.hidden ? (
          <Badge tone="warning">
            <FormattedMessage id="dashboard.catalogue.list.hidden" />
          </Badge>
        ) : (
          <Muted>
            <FormattedMessage id="dashboard.catalogue.list.shown" />
          </Muted>
        ),
    },
    {
      key: 'limit',
      header: <FormattedMessage id="dashboard.catalogue.list.colLimit" />,
      width: 120,
      align: 'end',
      sortable: true,
      cell: (p) =>
        p.perOrderQuantity > 0 ? (
          n(p.perOrderQuantity)
        ) : (
          <Muted>
            <FormattedMessage id="dashboard.catalogue.list.noLimit" />
          </Muted>
        ),
    },
    ...(canEdit || addonsHref
      ? [
          {
            key: 'actions',
            header: (
              <VisuallyHidden>
                <FormattedMessage id="dashboard.catalogue.list.colActions" />
              </VisuallyHidden>
            ),
            width: addonsHref ? (canEdit ? 160 : 110) : 64,
            cell: (p: CatalogueProductRow) => (
              <RowActions>
                {addonsHref ? (
                  <Link
                    href={addonsHref(p)}
                    aria-label={intl.formatMessage({ id: 'dashboard.catalogue.list.addonsNamed' }, { name: localName(p, locale) })}
                  >
                    <FormattedMessage id="dashboard.catalogue.list.addons" />
                  </Link>
                ) : null}
                {canEdit ? (
                  <IconButton
                    icon={<EditIcon />}
                    label={<FormattedMessage id="dashboard.catalogue.list.editNamed" values={{ name: localName(p, locale) }} />}
                    onClick={() => onEdit(p.id)}
                  />
                ) : null}
              </RowActions>
            ),
          },
        ]
      : []),
  ];
}
