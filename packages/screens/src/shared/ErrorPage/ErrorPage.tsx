import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { ErrorPageModel } from '@dukkan/core';
import { Link } from '@dukkan/ui';

export interface ErrorPageProps {
  /** From core's `toErrorPage(error)`: which page, its status, title and description (spec §2, §8). */
  error: ErrorPageModel;
  homeHref: string;
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

/** The 404 and 500 pages of both apps (customer spec §2, vendor spec §2, §8). */
export function ErrorPage({ error, homeHref }: ErrorPageProps) {
  const notFound = error.page === 404;
  return (
    <Page id="main">
      <Code>
        <bdi dir="ltr">{error.status}</bdi>
      </Code>
      <Title>{'text' in error.title ? error.title.text : <FormattedMessage id={error.title.id} />}</Title>
      <Description>
        {error.description || <FormattedMessage id={notFound ? 'errorPage.notFound.description' : 'errorPage.serverError.description'} />}
      </Description>
      <Link href={homeHref}>
        <FormattedMessage id="errorPage.home" />
      </Link>
    </Page>
  );
}
