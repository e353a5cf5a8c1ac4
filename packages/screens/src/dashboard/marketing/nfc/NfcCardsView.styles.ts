import styled from 'styled-components';

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

export const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  min-inline-size: 0;
`;

export const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;

  dt {
    font-size: ${({ theme }) => theme.typeScale.sm.size};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Ltr = styled.span`
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[3]};
`;

export const DialogFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
