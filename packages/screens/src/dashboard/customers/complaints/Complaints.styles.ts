import styled from 'styled-components';

/** Its selects are the filter row's own items (the list page lays them out and wraps them). */
export const Filters = styled.div`
  display: contents;
  & > * {
    flex: 1 1 180px;
    max-inline-size: 260px;
  }
`;

export const Who = styled.span`
  display: grid;
  gap: 2px;
  min-inline-size: 0;
  bdi {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const Message = styled.span`
  white-space: normal;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export const RowActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const LabelList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const QrGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;

export const QrBody = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  text-align: center;
`;

export const Url = styled.span`
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const GenerateForm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  & > :first-child {
    flex: 1 1 240px;
    max-inline-size: 360px;
  }
`;
