import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export type MessageValues = Record<string, string | number>;

/**
 * Texts that come from a store (the dialogs store of packages/data holds message ids) or
 * from a screen (already translated nodes): a string is a message id, anything else is
 * shown as it is.
 */
export function useMessageText() {
  const intl = useIntl();
  return (text: ReactNode, fallbackId: string, values?: MessageValues): ReactNode => {
    if (text === undefined || text === null || text === '') return intl.formatMessage({ id: fallbackId }, values);
    if (typeof text === 'string') return intl.formatMessage({ id: text }, values);
    return text;
  };
}
