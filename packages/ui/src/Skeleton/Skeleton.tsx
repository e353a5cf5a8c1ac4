import styled from 'styled-components';

export interface SkeletonProps {
  inlineSize?: string;
  blockSize?: string;
  radius?: 'sm' | 'md' | 'lg' | 'pill';
}

/** A placeholder block. Decorative: the region that loads carries aria-busy and a label. */
const Block = styled.span.attrs({ 'aria-hidden': true })<{ $radius: NonNullable<SkeletonProps['radius']> }>`
  display: block;
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: dk-pulse 1.4s ease-in-out infinite;
  @keyframes dk-pulse {
    50% {
      opacity: 0.55;
    }
  }
`;

/** Sizes go through `style`, not the template, so varying them creates no new CSS classes. */
export function Skeleton({ inlineSize = '100%', blockSize = '1em', radius = 'sm' }: SkeletonProps) {
  return <Block $radius={radius} style={{ inlineSize, blockSize }} />;
}
