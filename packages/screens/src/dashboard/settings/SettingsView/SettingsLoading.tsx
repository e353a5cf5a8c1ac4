import { FormattedMessage } from 'react-intl';
import { Skeleton, VisuallyHidden } from '@dukkan/ui';
import { Card, Cards } from './SettingsView.styles.ts';

/** Placeholder cards while the settings load; the region says "Loading…" once. */
export function SettingsLoading() {
  return (
    <Cards aria-busy="true">
      <VisuallyHidden role="status">
        <FormattedMessage id="common.loading" />
      </VisuallyHidden>
      {[3, 2, 2, 3].map((lines, card) => (
        <Card key={card} as="div" aria-hidden="true">
          <Skeleton inlineSize="45%" blockSize="20px" />
          {Array.from({ length: lines }, (_, line) => (
            <Skeleton key={line} blockSize="40px" radius="md" />
          ))}
        </Card>
      ))}
    </Cards>
  );
}
