import { useIntl, type IntlShape } from 'react-intl';

/**
 * Text given to the form layer: a message descriptor (static id, optional values) or text
 * already translated (a server's error, a label formatted by the caller).
 */
export type MessageLike = string | { id: string; values?: Record<string, string | number | boolean | Date | null | undefined> };

export function messageText(intl: IntlShape, message: MessageLike | undefined): string {
  if (message === undefined) return '';
  if (typeof message === 'string') return message;
  return intl.formatMessage({ id: message.id }, message.values);
}

export function isMessageLike(value: unknown): value is MessageLike {
  return typeof value === 'string' || (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string');
}

/** The text of a message-like value in the current language. */
export function useMessageText(message: MessageLike | undefined): string {
  const intl = useIntl();
  return messageText(intl, message);
}
