import styled from 'styled-components';
import { visuallyHidden } from '@dukkan/ui';

export const Notices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  &:empty {
    display: none;
  }
`;

export const ReadOnlyNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const MetaGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 960px;
`;

export const CoverRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  & > :first-child {
    flex: 1 1 280px;
    max-inline-size: 420px;
  }
`;

export const SaveBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[4]};
  padding-block-start: ${({ theme }) => theme.space[3]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  & > p {
    margin: 0;
    margin-inline-end: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

export const Column = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  text-align: start;
`;

export const ColumnTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.md.size};
`;

export const ColumnEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const BlockCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

export const BlockHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const BlockTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const BlockTools = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

export const BlockFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  overflow-wrap: anywhere;
`;

export const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  & > :first-child {
    flex: 1 1 160px;
  }
`;

export const Status = styled.div`
  ${visuallyHidden}
`;
