import styled from 'styled-components';

export const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.link};
  text-underline-offset: 2px;
  overflow-wrap: anywhere;
`;
