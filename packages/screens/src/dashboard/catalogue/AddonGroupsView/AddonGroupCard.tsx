import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber } from '@dukkan/core';
import { Badge, Button, createIcon, IconButton, Money, TrashIcon } from '@dukkan/ui';
import type { AddonGroupRow } from '../shared/types.ts';
import { Badges, GroupBox, GroupHeader, Handle, Options, Title, TitleAr, Titles, Tools } from './AddonGroupsView.styles.ts';

/** Six dots: the handle a group is dragged by (a picture, not a direction: not mirrored). */
const GripIcon = createIcon(
  'Grip',
  <>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </>,
);

const TYPE_MESSAGES = {
  override: 'dashboard.catalogue.addons.type.override',
  add: 'dashboard.catalogue.addons.type.add',
} as const;

export interface GroupMoveHandlers {
  onKeyDown: (id: string, event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (id: string) => void;
  onPointerDown: (id: string, event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (id: string, event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (id: string, event: PointerEvent<HTMLElement>) => void;
}

interface Props {
  group: AddonGroupRow;
  /** The title in the interface language. */
  name: string;
  locale: 'en' | 'ar';
  canEdit: boolean;
  /** More than one group: the handle shows. */
  canMove: boolean;
  moving: boolean;
  instructionsId: string;
  handlers: GroupMoveHandlers;
  onEdit: (group: AddonGroupRow) => void;
  onDelete: (group: AddonGroupRow) => void;
}

/** One add-on group: both titles, type, required, max, and the options with their prices. */
export const AddonGroupCard = memo(function AddonGroupCard({
  group,
  name,
  locale,
  canEdit,
  canMove,
  moving,
  instructionsId,
  handlers,
  onEdit,
  onDelete,
}: Props) {
  const intl = useIntl();
  const titleId = `addon-group-${group.id}`;
  const n = (value: number) => <bdi dir="ltr">{formatNumber(value, locale)}</bdi>;
  return (
    <GroupBox aria-labelledby={titleId} data-moving={moving || undefined}>
      <GroupHeader>
        {canEdit && canMove ? (
          <Handle>
            <IconButton
              size="sm"
              variant="ghost"
              icon={<GripIcon />}
              label={<FormattedMessage id="dashboard.catalogue.addons.move" values={{ name }} />}
              aria-describedby={instructionsId}
              data-group-handle={group.id}
              data-moving={moving || undefined}
              onKeyDown={(event) => handlers.onKeyDown(group.id, event)}
              onBlur={() => handlers.onBlur(group.id)}
              onPointerDown={(event) => handlers.onPointerDown(group.id, event)}
              onPointerMove={(event) => handlers.onPointerMove(group.id, event)}
              onPointerUp={(event) => handlers.onPointerUp(group.id, event)}
              onPointerCancel={(event) => handlers.onPointerUp(group.id, event)}
            />
          </Handle>
        ) : null}
        <Titles>
          <Title id={titleId} lang="en" dir="auto">
            {group.title}
          </Title>
          {group.titleAr ? (
            <TitleAr lang="ar" dir="rtl">
              {group.titleAr}
            </TitleAr>
          ) : null}
          <Badges>
            <Badge tone={group.type === 'override' ? 'info' : 'neutral'}>
              <FormattedMessage id={TYPE_MESSAGES[group.type]} />
            </Badge>
            <Badge tone={group.required ? 'warning' : 'neutral'}>
              <FormattedMessage id={group.required ? 'dashboard.catalogue.addons.required' : 'dashboard.catalogue.addons.optional'} />
            </Badge>
            <Badge tone="neutral">
              <FormattedMessage id="dashboard.catalogue.addons.max" values={{ count: group.max, n: n(group.max) }} />
            </Badge>
          </Badges>
        </Titles>
        {canEdit ? (
          <Tools>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onEdit(group)}
              aria-label={intl.formatMessage({ id: 'dashboard.catalogue.addons.editNamed' }, { name })}
            >
              <FormattedMessage id="dashboard.catalogue.addons.edit" />
            </Button>
            <IconButton
              size="sm"
              variant="ghost"
              icon={<TrashIcon />}
              label={<FormattedMessage id="dashboard.catalogue.addons.deleteNamed" values={{ name }} />}
              onClick={() => onDelete(group)}
            />
          </Tools>
        ) : null}
      </GroupHeader>
      <Options aria-label={intl.formatMessage({ id: 'dashboard.catalogue.addons.optionsOf' }, { name })}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="dashboard.catalogue.addons.colOption" />
            </th>
            <th scope="col">
              <FormattedMessage id="dashboard.catalogue.addons.colOptionAr" />
            </th>
            <th scope="col" style={{ textAlign: 'end' }}>
              <FormattedMessage
                id={group.type === 'override' ? 'dashboard.catalogue.addons.colPrice' : 'dashboard.catalogue.addons.colExtra'}
              />
            </th>
          </tr>
        </thead>
        <tbody>
          {group.options.map((option) => (
            <tr key={option.id}>
              <td lang="en" dir="auto">
                {option.name}
              </td>
              <td lang="ar" dir="rtl">
                {option.nameAr}
              </td>
              <td data-money>
                <Money fils={option.amount} size="sm" />
              </td>
            </tr>
          ))}
        </tbody>
      </Options>
    </GroupBox>
  );
});
