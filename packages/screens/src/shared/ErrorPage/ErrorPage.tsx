import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@dukkan/ui';

export interface ErrorPageProps {
  /** 404 shows the not-found page; anything else the 500 page (spec §2: status defaults to 500). */
  status?: number;
  /** A status message from the error replaces the default 500 title (spec §8). */
  statusMessage?: string;
  /** The error's message, shown as the description. */
  description?: string;
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
export function ErrorPage({ status = 500, statusMessage, description, homeHref }: ErrorPageProps) {
  const notFound = status === 404;
  return (
    <Page id="main">
      <Code>
        <bdi dir="ltr">{notFound ? 404 : status}</bdi>
      </Code>
      <Title>
        {notFound ? (
          <FormattedMessage id="errorPage.notFound.title" />
        ) : (
          statusMessage || <FormattedMessage id="errorPage.serverError.title" />
        )}
      </Title>
      <Description>
        {description || (
          <FormattedMessage id={notFound ? 'errorPage.notFound.description' : 'errorPage.serverError.description'} />
        )}
      </Description>
      <Link href={homeHref}>
        <FormattedMessage id="errorPage.home" />
      </Link>
    </Page>
  );
}
