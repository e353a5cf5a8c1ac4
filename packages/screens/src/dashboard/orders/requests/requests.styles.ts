import styled from 'styled-components';

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(6rem, auto) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  min-inline-size: 0;

  dt {
    font-size: ${({ theme }) => theme.typeScale.sm.size};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;
