import styled from 'styled-components';

/** Steps run down the page on phones and across it from the md breakpoint. */
export const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`;

export const Step = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  &[data-state='done'],
  &[data-state='current'] {
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-state='current'] {
    font-weight: 700;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-direction: column;
    text-align: center;
  }
`;

export const Marker = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 28px;
  block-size: 28px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.textSubtle};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 700;
  [data-state='done'] > &,
  [data-state='current'] > & {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  [data-state='current'] > & {
    box-shadow: 0 0 0 4px ${({ theme }) => theme.colors.primarySoft};
  }
`;

export const Cancelled = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p:first-child {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.danger};
  }
`;
