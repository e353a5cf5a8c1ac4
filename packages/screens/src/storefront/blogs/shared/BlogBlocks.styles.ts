import styled from 'styled-components';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.typeScale.md.size};
  line-height: 1.7;
  overflow-wrap: anywhere;

  & > h2 {
    margin: 0;
    margin-block-start: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typeScale.lg.size};
    line-height: ${({ theme }) => theme.typeScale.lg.line};
  }

  & > p {
    margin: 0;
  }
`;

export const BlockList = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[6]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const BlockQuote = styled.blockquote`
  margin: 0;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.border};
  font-style: italic;

  & p,
  & footer {
    margin: 0;
  }

  & footer {
    font-style: normal;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const BlockImage = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

export const ExternalLink = styled.a`
  color: ${({ theme }) => theme.colors.link};
  text-underline-offset: 2px;
`;

export const PlainLinkText = styled.span``;
