import { FormattedMessage } from 'react-intl';
import { InlineAlert } from '@dukkan/ui';
import { serverErrorId, type ServerErrorLike, type ServerErrorTable } from './serverError.ts';

export interface ServerErrorAlertProps {
  /** The failed call's error; nothing is shown without one. */
  error?: ServerErrorLike | null;
  /** The screen's messages for the errors it expects. */
  messages: ServerErrorTable;
}

/**
 * A failed call's message, translated, in the design system's critical alert. The alert region
 * stays in the page, so a new error is announced when it arrives; it takes no room while empty.
 */
export function ServerErrorAlert({ error, messages }: ServerErrorAlertProps) {
  return (
    <InlineAlert tone="critical" visible={Boolean(error)}>
      {error ? <FormattedMessage id={serverErrorId(error, messages)} /> : null}
    </InlineAlert>
  );
}
