import styled from 'styled-components';

/**
 * A drawing of the city in map space: geographic, so it never mirrors in RTL (east stays on
 * the right); nothing inside uses inline-start/end.
 */
export const MapFrame = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;

  svg {
    display: block;
    inline-size: 100%;
    max-inline-size: 360px;
    block-size: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  .sea {
    fill: color-mix(in srgb, ${({ theme }) => theme.colors.link} 16%, ${({ theme }) => theme.colors.surface});
  }
  .coast {
    fill: none;
    stroke: ${({ theme }) => theme.colors.textMuted};
    stroke-width: 2;
  }
  .spot[data-tone='served'] {
    fill: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 35%, transparent);
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 3;
  }
  .spot[data-tone='other'] {
    fill: none;
    stroke: ${({ theme }) => theme.colors.textMuted};
    stroke-width: 2;
    stroke-dasharray: 8 6;
  }
  .spot[data-tone='selected'] {
    fill: color-mix(in srgb, ${({ theme }) => theme.colors.warning} 45%, transparent);
    stroke: ${({ theme }) => theme.colors.warning};
    stroke-width: 4;
  }
  .spot-label {
    fill: ${({ theme }) => theme.colors.text};
    font-size: 22px;
    font-family: inherit;
  }
`;

export const Legend = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const Key = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  &::before {
    content: '';
    inline-size: 14px;
    block-size: 14px;
    border-radius: 50%;
    box-sizing: border-box;
  }
  &[data-tone='served']::before {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 35%, transparent);
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
  &[data-tone='other']::before {
    border: 2px dashed ${({ theme }) => theme.colors.textMuted};
  }
  &[data-tone='selected']::before {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.warning} 45%, transparent);
    border: 2px solid ${({ theme }) => theme.colors.warning};
  }
`;
