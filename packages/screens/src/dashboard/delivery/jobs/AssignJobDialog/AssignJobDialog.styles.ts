import styled from 'styled-components';

export const Summary = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  overflow-wrap: anywhere;

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
