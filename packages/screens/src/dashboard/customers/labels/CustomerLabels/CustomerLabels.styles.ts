import styled from 'styled-components';

export { Head, Section } from '../../shared/section.styles';

export const Choices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
