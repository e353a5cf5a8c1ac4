import styled from 'styled-components';

/** Under the title: the status badge, then the subtitle (a date, a customer), wrapping on a phone. */
export const Meta = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;

export const LoadingBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[4]};
`;

export const LoadingTabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[3]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;
