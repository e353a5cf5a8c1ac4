import styled from 'styled-components';

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Preview = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typeScale.sm.size};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
