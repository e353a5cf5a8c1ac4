import styled from 'styled-components';

export { Muted } from '../../shared/PictureGallery/PictureGallery.styles.ts';

export const VideoSides = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const VideoSideBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
`;

export const VideoSideTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.md.size};
`;

export const VideoActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const AreaLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  &[data-status='notFound'],
  &[data-status='error'] {
    color: ${({ theme }) => theme.colors.warning};
  }
`;
