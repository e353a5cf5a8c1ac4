import styled from 'styled-components';
import { visuallyHidden } from '../VisuallyHidden/visuallyHidden.ts';

export const ListBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
`;

/** Search first, then the filters; they wrap under each other on a phone. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

export const SearchBox = styled.div`
  flex: 1 1 260px;
  min-inline-size: 0;
  max-inline-size: 420px;
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
`;

/** The bulk toolbar: the count, the actions for the selected rows, and "Clear selection". */
export const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

export const BulkCount = styled.p`
  margin: 0;
  margin-inline-end: auto;
  font-weight: 700;
`;

export const BulkActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The surface the loading, empty and error states sit on: the table's own frame. */
export const StateSurface = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-inline-size: 0;
`;

export const SkeletonRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  min-block-size: 48px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  &:first-child {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    border-block-end-color: ${({ theme }) => theme.colors.border};
  }
  &:last-child {
    border-block-end: 0;
  }
`;

export const HiddenStatus = styled.p`
  ${visuallyHidden}
`;
