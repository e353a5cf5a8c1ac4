import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ColorLabel, createIcon, IconButton, VisuallyHidden } from '@dukkan/ui';
import { displayPhone } from './crmText.ts';
import { CardBox, CardHeader, CardLine, CardName, Handle, Labels } from './CrmBoard.styles.ts';
import type { CrmCardData } from './types.ts';

/** Six dots: the handle a card is dragged by (a picture, not a direction: not mirrored). */
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

/** Labels shown on a card before "+n": a card keeps one line for them. */
const SHOWN_LABELS = 3;

export interface CrmCardHandlers {
  onKeyDown: (card: CrmCardData, event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (card: CrmCardData) => void;
  onPointerDown: (card: CrmCardData, event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (card: CrmCardData, event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (card: CrmCardData, event: PointerEvent<HTMLElement>) => void;
}

interface Props {
  card: CrmCardData;
  moving: boolean;
  canMove: boolean;
  /** The id of the board's instructions for moving a card by keyboard. */
  instructionsId: string;
  handlers: CrmCardHandlers;
}

/** One customer on the board: name, phone, labels, next reminder, last order; moved by its handle. */
export const CrmBoardCard = memo(function CrmBoardCard({ card, moving, canMove, instructionsId, handlers }: Props) {
  const intl = useIntl();
  const nameId = `crm-card-${card.id}`;
  const shown = card.labels.slice(0, SHOWN_LABELS);
  const more = card.labels.length - shown.length;
  return (
    <CardBox aria-labelledby={nameId} data-moving={moving || undefined}>
      <CardHeader>
        <CardName id={nameId} title={card.fullName}>
          {card.fullName}
        </CardName>
        {canMove ? (
          <Handle>
            <IconButton
              size="sm"
              icon={<GripIcon />}
              label={<FormattedMessage id="dashboard.customers.board.card.move" values={{ name: card.fullName }} />}
              aria-describedby={instructionsId}
              data-card-handle={card.id}
              data-moving={moving || undefined}
              onKeyDown={(event) => handlers.onKeyDown(card, event)}
              onBlur={() => handlers.onBlur(card)}
              onPointerDown={(event) => handlers.onPointerDown(card, event)}
              onPointerMove={(event) => handlers.onPointerMove(card, event)}
              onPointerUp={(event) => handlers.onPointerUp(card, event)}
              onPointerCancel={(event) => handlers.onPointerUp(card, event)}
            />
          </Handle>
        ) : null}
      </CardHeader>
      <CardLine>
        <bdi dir="ltr">{displayPhone(card.countryCode, card.phone)}</bdi>
      </CardLine>
      {shown.length > 0 ? (
        <Labels aria-label={intl.formatMessage({ id: 'dashboard.customers.board.card.labels' })}>
          {shown.map((label) => (
            <li key={label.id}>
              <ColorLabel color={label.color}>{label.name}</ColorLabel>
            </li>
          ))}
          {more > 0 ? (
            <li>
              {/* "+2" reads the same in both directions (one left-to-right token); a screen reader hears words. */}
              <bdi dir="ltr" aria-hidden="true">
                <FormattedMessage id="dashboard.customers.board.card.moreLabelsShort" values={{ n: more }} />
              </bdi>
              <VisuallyHidden>
                <FormattedMessage id="dashboard.customers.board.card.moreLabels" values={{ n: more }} />
              </VisuallyHidden>
            </li>
          ) : null}
        </Labels>
      ) : null}
      {card.nextReminder ? (
        <CardLine title={card.nextReminder.note}>
          <FormattedMessage
            id="dashboard.customers.board.card.reminder"
            values={{
              when: (
                <bdi>
                  {intl.formatDate(`${card.nextReminder.date}T${card.nextReminder.time}:00`, {
                    day: 'numeric',
                    month: 'short',
                    hour: '2-digit',
                    minute: '2-digit',
                    numberingSystem: 'latn',
                  })}
                </bdi>
              ),
              // The vendor's note, in either language: isolated so it does not reorder the line around it.
              note: <bdi>{card.nextReminder.note}</bdi>,
            }}
          />
        </CardLine>
      ) : null}
      {card.lastOrderAt ? (
        <CardLine>
          <FormattedMessage
            id="dashboard.customers.board.card.lastOrder"
            values={{
              date: (
                <bdi>
                  {intl.formatDate(card.lastOrderAt, {
                    day: 'numeric',
                    month: 'short',
                    year: 'numeric',
                    timeZone: 'Asia/Dubai',
                    numberingSystem: 'latn',
                  })}
                </bdi>
              ),
            }}
          />
        </CardLine>
      ) : (
        <CardLine>
          <FormattedMessage id="dashboard.customers.board.card.noOrder" />
        </CardLine>
      )}
    </CardBox>
  );
});
