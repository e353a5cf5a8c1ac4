import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ShopInfo } from '@dukkan/core';
import { ErrorState, Skeleton } from '@dukkan/ui';
import { NarrowPage, PageTitle } from '../../shared/page.styles.ts';

export interface InfoFrameProps {
  /** The page's heading; known before the shop loads, so it never jumps. */
  title: ReactNode;
  /** The shop; undefined while loading or after an error. */
  info: ShopInfo | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  /** The page itself, once the shop is known. */
  children: (info: ShopInfo) => ReactNode;
}

/**
 * The frame of every information page (customer spec §2 "information pages", decision 0037):
 * a reading column titled by the page, a skeleton while the shop loads, an error with a retry
 * when it cannot be loaded, and the page once it can.
 */
export function InfoFrame({ title, info, isLoading, error, onRetry, children }: InfoFrameProps) {
  const intl = useIntl();
  const heading = <PageTitle>{title}</PageTitle>;
  if (!info && error) {
    return (
      <NarrowPage id="main">
        {heading}
        <ErrorState onRetry={onRetry} />
      </NarrowPage>
    );
  }
  if (isLoading || !info) {
    return (
      <NarrowPage id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        {heading}
        <Skeleton inlineSize="60%" blockSize="24px" />
        <Skeleton inlineSize="100%" blockSize="16px" />
        <Skeleton inlineSize="95%" blockSize="16px" />
        <Skeleton inlineSize="80%" blockSize="16px" />
      </NarrowPage>
    );
  }
  return (
    <NarrowPage id="main">
      {heading}
      {children(info)}
    </NarrowPage>
  );
}
