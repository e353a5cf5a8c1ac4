import type { ReactNode } from 'react';
import { InboxIcon } from '../Icon/index.ts';
import { StateBox, StateIcon, StateText, StateTitle } from './State.styles.ts';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A call to action, e.g. a link back to the shop. */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <StateBox>
      <StateIcon data-tone="neutral" aria-hidden="true">
        <InboxIcon />
      </StateIcon>
      <StateTitle>{title}</StateTitle>
      {description ? <StateText>{description}</StateText> : null}
      {action}
    </StateBox>
  );
}
