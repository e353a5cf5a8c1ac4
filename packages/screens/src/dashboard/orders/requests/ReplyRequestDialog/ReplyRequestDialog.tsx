import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ApiError, Fils } from '@dukkan/core';
import { Radio, RadioGroup, TextField } from '@dukkan/ui';
import { RequestFormDialog } from '../RequestFormDialog/index.ts';
import { MAX_AMOUNT_FILS, parseAed } from '../types.ts';

export type ReplyValues = { replyType: 'price'; priceFils: Fils } | { replyType: 'message' };

export interface ReplyRequestDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The price quoted before, offered again (fils). */
  currentPriceFils?: Fils;
  onReply: (values: ReplyValues) => Promise<ApiError | null>;
}

const aedText = (fils: Fils) => (fils / 100).toFixed(2);

/**
 * Reply to a request (vendor spec §7: reply with id, replyType, price): with a price in AED
 * (Arabic-Indic digits and the Arabic decimal point accepted, more than 0), or by message
 * when the shop will answer the customer in a conversation and quotes no price yet.
 */
export function ReplyRequestDialog({ isOpen, onClose, currentPriceFils, onReply }: ReplyRequestDialogProps) {
  const [opened, setOpened] = useState(false);
  const [replyType, setReplyType] = useState<'price' | 'message'>('price');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string>();
  if (isOpen && !opened) {
    setOpened(true);
    setReplyType('price');
    setPrice(currentPriceFils !== undefined ? aedText(currentPriceFils) : '');
    setError(undefined);
  } else if (!isOpen && opened) setOpened(false);

  return (
    <RequestFormDialog
      isOpen={isOpen}
      onClose={onClose}
      titleId="dashboard.requests.replyDialog.title"
      description={<FormattedMessage id="dashboard.requests.replyDialog.description" />}
      submitId="dashboard.requests.replyDialog.submit"
      onSubmit={async () => {
        if (replyType === 'message') return onReply({ replyType: 'message' });
        const fils = parseAed(price);
        if (fils === null || fils < 1 || fils > MAX_AMOUNT_FILS) {
          setError(price.trim() === '' ? 'dashboard.requests.money.required' : 'dashboard.requests.money.invalid');
          return 'invalid';
        }
        setError(undefined);
        return onReply({ replyType: 'price', priceFils: fils });
      }}
    >
      <RadioGroup
        label={<FormattedMessage id="dashboard.requests.replyDialog.type" />}
        value={replyType}
        onChange={(value) => {
          setReplyType(value === 'message' ? 'message' : 'price');
          setError(undefined);
        }}
        name="replyType"
      >
        <Radio value="price" description={<FormattedMessage id="dashboard.requests.replyDialog.price.help" />}>
          <FormattedMessage id="dashboard.requests.replyDialog.price" />
        </Radio>
        <Radio value="message" description={<FormattedMessage id="dashboard.requests.replyDialog.message.help" />}>
          <FormattedMessage id="dashboard.requests.replyDialog.message" />
        </Radio>
      </RadioGroup>
      {replyType === 'price' ? (
        <TextField
          name="price"
          label={<FormattedMessage id="dashboard.requests.replyDialog.amount" />}
          description={<FormattedMessage id="dashboard.requests.money.help" />}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          required
          error={error ? <FormattedMessage id={error} /> : undefined}
        />
      ) : null}
    </RequestFormDialog>
  );
}
