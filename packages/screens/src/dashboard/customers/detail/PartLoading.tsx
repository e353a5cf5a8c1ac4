import { useIntl } from 'react-intl';
import { Skeleton } from '@dukkan/ui';
import { Stack } from './CustomerDetailView.styles.ts';

/** A part of the page that is still loading: a few placeholder lines, announced as busy. */
export function PartLoading() {
  const intl = useIntl();
  return (
    <Stack aria-busy="true" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <Skeleton blockSize="48px" />
      <Skeleton blockSize="48px" />
      <Skeleton blockSize="48px" inlineSize="70%" />
    </Stack>
  );
}
