import styled from 'styled-components';

export const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Notices = styled.div`
  &:empty {
    display: none;
  }
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

export const TitleCell = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Cover = styled.span`
  flex: none;
  inline-size: 48px;
  block-size: 32px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  overflow: hidden;
  & > img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
