import { useId, type ReactNode } from 'react';
import { Cards, Group, GroupTitle } from './SettingsView.styles.ts';

export interface SettingsGroupProps {
  /** The group's h2. */
  title: ReactNode;
  /** Its cards (SettingsSection); a card with `data-wide` takes a whole row. */
  children: ReactNode;
}

/** A few related settings cards under one heading, side by side where there is room. */
export function SettingsGroup({ title, children }: SettingsGroupProps) {
  const id = useId();
  return (
    <Group aria-labelledby={id}>
      <GroupTitle id={id}>{title}</GroupTitle>
      <Cards>{children}</Cards>
    </Group>
  );
}
