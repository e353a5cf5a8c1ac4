import styled from 'styled-components';

export const FilterField = styled.div`
  min-inline-size: 170px;
  flex: 1 1 170px;
  max-inline-size: 240px;
`;

export const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-busy] {
    opacity: 0.7;
  }
`;

export const Notices = styled.div`
  &:empty {
    display: none;
  }
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

export const NameCell = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  max-inline-size: 100%;
  font-weight: 600;
  & > a {
    min-inline-size: 0;
    overflow: hidden;
  }
`;

export const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 36px;
  block-size: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  overflow: hidden;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const NameText = styled.bdi`
  display: block;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const LtrText = styled.bdi`
  unicode-bidi: isolate;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const Chips = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const RowActions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
`;
