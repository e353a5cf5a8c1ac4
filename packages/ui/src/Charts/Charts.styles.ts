import styled from 'styled-components';
import { visuallyHidden } from '../VisuallyHidden/visuallyHidden.ts';

const srOnly = visuallyHidden;

export const Figure = styled.figure`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

export const Title = styled.span`
  font-weight: 700;
  font-size: ${({ theme }) => theme.typeScale.md.size};
`;

export const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const Plot = styled.div`
  svg {
    display: block;
    inline-size: 100%;
    block-size: auto;
    overflow: visible;
  }
  text {
    font-family: inherit;
  }
  &[data-hidden='true'] {
    display: none;
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-inline-size: 0;
  }
  svg {
    flex: none;
  }
  &[data-hidden='true'] {
    display: none;
  }
`;

export const LegendValue = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TableBox = styled.div`
  overflow-x: auto;
  &[data-hidden='true'] {
    ${srOnly}
  }
  table {
    inline-size: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.typeScale.sm.size};
  }
  th,
  td {
    padding-block: ${({ theme }) => theme.space[2]};
    padding-inline: ${({ theme }) => theme.space[3]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    text-align: start;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  td {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  th[scope='row'] {
    font-weight: 400;
  }
`;

export const LoadingText = styled.span`
  ${srOnly}
`;

export const Summary = styled.p`
  ${srOnly}
`;
