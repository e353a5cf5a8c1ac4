import styled from 'styled-components';

export const ThumbBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
`;

export const Thumb = styled.img`
  inline-size: 40px;
  block-size: 40px;
  object-fit: cover;
`;

/** Both names, one line each (windowed rows have a fixed height), each in its own direction at the page's start edge. */
export const Names = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  min-inline-size: 0;
`;

export const NameLine = styled.bdi`
  display: block;
  max-inline-size: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-strong] {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const UnitCell = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const OfferCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const FilterField = styled.div`
  min-inline-size: 170px;
`;

export const Notices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-end: ${({ theme }) => theme.space[3]};
  &:empty {
    display: none;
  }
`;

export const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const RowActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  white-space: nowrap;
`;
