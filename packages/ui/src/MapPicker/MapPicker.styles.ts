import styled from 'styled-components';
import { visuallyHidden } from '../VisuallyHidden/visuallyHidden.ts';

const srOnly = visuallyHidden;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[2]};
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

/**
 * The picking surface. Its geometry is geographic and never mirrors in RTL (east stays on
 * the right), so nothing here uses inline-start/end: the drawing is an SVG in map space.
 */
export const Surface = styled.div`
  position: relative;
  inline-size: 100%;
  max-inline-size: 560px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  cursor: crosshair;
  touch-action: none;
  user-select: none;
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    border-width: 2px;
  }
  svg {
    /* Positioned, so the marker paints over a tile layer (absolutely placed) when there is one. */
    position: relative;
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
  .sea {
    fill: color-mix(in srgb, ${({ theme }) => theme.colors.link} 16%, ${({ theme }) => theme.colors.surface});
  }
  .grid {
    stroke: ${({ theme }) => theme.colors.border};
    stroke-width: 1;
  }
  .coast {
    fill: none;
    stroke: ${({ theme }) => theme.colors.textSubtle};
    stroke-width: 2;
  }
  .city {
    fill: ${({ theme }) => theme.colors.text};
  }
  .city-label {
    fill: ${({ theme }) => theme.colors.text};
    font-size: 26px;
    font-weight: 600;
  }
  .pin {
    fill: ${({ theme }) => theme.colors.primary};
    stroke: ${({ theme }) => theme.colors.surface};
    stroke-width: 3;
  }
  .pin-dot {
    fill: ${({ theme }) => theme.colors.surface};
  }
`;

export const Coordinates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  max-inline-size: 560px;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
`;

export const LiveRegion = styled.p`
  ${srOnly}
`;

/** The tile licence's credit, under the map (as every tile server's terms ask). */
export const Attribution = styled.p`
  margin: 0;
  max-inline-size: 560px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.xs.size};
  text-align: end;
`;
