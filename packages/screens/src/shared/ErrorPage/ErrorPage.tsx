import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { ErrorPageModel } from '@dukkan/core';
import { Button, Link } from '@dukkan/ui';

export interface ErrorPageProps {
  /** From core's `toErrorPage(error)`: which page, its status, title and description (spec §2, §8). */
  error: ErrorPageModel;
  homeHref: string;
  /** For a page whose code could not be downloaded (`error.connection`): load it again. */
  onRetry?: () => void;
}

const Page = styled.main`
  min-block-size: 70vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: 64px;
  line-height: 1;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.xl.size};
`;

const Description = styled.p`
  margin: 0;
  max-inline-size: 52ch;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const descriptionId = (error: ErrorPageModel) =>
  error.connection
    ? 'errorPage.connection.description'
    : error.page === 404
      ? 'errorPage.notFound.description'
      : 'errorPage.serverError.description';

/**
 * The 404 and 500 pages of both apps (customer spec §2, vendor spec §2, §8), and the page
 * shown when a page's code could not be downloaded: no status code there (nothing failed on
 * the server), and a way to try again.
 */
export function ErrorPage({ error, homeHref, onRetry }: ErrorPageProps) {
  return (
    <Page id="main">
      {!error.connection && (
        <Code>
          <bdi dir="ltr">{error.status}</bdi>
        </Code>
      )}
      <Title>{'text' in error.title ? error.title.text : <FormattedMessage id={error.title.id} />}</Title>
      <Description>{error.description || <FormattedMessage id={descriptionId(error)} />}</Description>
      {error.connection && onRetry && (
        <Button onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      )}
      <Link href={homeHref}>
        <FormattedMessage id="errorPage.home" />
      </Link>
    </Page>
  );
}
