import { FormattedMessage } from 'react-intl';
import { AlertIcon } from '@dukkan/ui';
import { serverErrorId, type ServerErrorLike, type ServerErrorTable } from './serverError.ts';
import { AlertBox } from './ServerErrorAlert.styles.ts';

export interface ServerErrorAlertProps {
  /** The failed call's error; nothing is shown without one. */
  error?: ServerErrorLike | null;
  /** The screen's messages for the errors it expects. */
  messages: ServerErrorTable;
}

/**
 * A failed call's message, translated. The alert region stays in the page, so a new error
 * is announced when it arrives; it takes no room while empty.
 */
export function ServerErrorAlert({ error, messages }: ServerErrorAlertProps) {
  return (
    <AlertBox role="alert">
      {error ? (
        <>
          <AlertIcon />
          <span>
            <FormattedMessage id={serverErrorId(error, messages)} />
          </span>
        </>
      ) : null}
    </AlertBox>
  );
}
