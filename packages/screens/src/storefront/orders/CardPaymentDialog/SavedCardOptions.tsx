import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentSource } from '@dukkan/core';
import { IconButton, Radio, RadioGroup, TrashIcon } from '@dukkan/ui';
import { SavedCardLabel } from '../shared/SavedCardLabel.tsx';
import { useCardName } from '../shared/useCardName.ts';
import { CardOption } from './CardPaymentDialog.styles.ts';

/** The value of the "Use a new card" choice (never a source id: those come from the API). */
export const NEW_CARD = '__new_card__';

export interface SavedCardOptionsProps {
  cards: readonly PaymentSource[];
  value: string;
  onChange: (value: string) => void;
  onDeleteCard: (card: PaymentSource) => void;
  deletingCardId: string | null;
  disabled: boolean;
}

/** Saved cards and "Use a new card" as one radio group; each saved card has its delete button beside it. */
export function SavedCardOptions({ cards, value, onChange, onDeleteCard, deletingCardId, disabled }: SavedCardOptionsProps) {
  const intl = useIntl();
  const cardName = useCardName();
  return (
    <RadioGroup label={<FormattedMessage id="storefront.payment.dialog.choose" />} value={value} onChange={onChange} disabled={disabled}>
      {cards.map((card) => (
        <CardOption key={card.id}>
          <Radio value={card.id}>
            <SavedCardLabel card={card} />
          </Radio>
          <IconButton
            icon={<TrashIcon />}
            label={intl.formatMessage({ id: 'storefront.payment.card.delete' }, { card: cardName(card) })}
            onClick={() => onDeleteCard(card)}
            loading={deletingCardId === card.id}
            disabled={disabled}
          />
        </CardOption>
      ))}
      <CardOption>
        <Radio value={NEW_CARD}>
          <FormattedMessage id="storefront.payment.dialog.newCard" />
        </Radio>
      </CardOption>
    </RadioGroup>
  );
}
