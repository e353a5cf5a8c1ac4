import styled from 'styled-components';

export const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-end: ${({ theme }) => theme.space[4]};
`;

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    overflow-wrap: anywhere;
  }
`;

export const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
