import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../Button/index.ts';
import { AlertIcon } from '../Icon/index.ts';
import { StateBox, StateIcon, StateText, StateTitle } from './State.styles.ts';

export interface ErrorStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
}

/** A failed load: announced as an alert, with a way to try again. */
export function ErrorState({ title, description, onRetry }: ErrorStateProps) {
  return (
    <StateBox role="alert">
      <StateIcon data-tone="danger" aria-hidden="true">
        <AlertIcon />
      </StateIcon>
      <StateTitle>{title ?? <FormattedMessage id="common.error.title" />}</StateTitle>
      <StateText>{description ?? <FormattedMessage id="common.error.description" />}</StateText>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      ) : null}
    </StateBox>
  );
}
