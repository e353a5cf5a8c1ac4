import styled from 'styled-components';

/**
 * Re-pricing keeps the last bill as it was (not dimmed: dimmed amounts would fail contrast);
 * aria-busy tells assistive tech it is changing and a visible status line says so.
 */
export const BillArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Updating = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  &:empty {
    display: none;
  }
`;

export const WarningList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.colors.dangerSoft};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warningSoft};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.warning};
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    margin-block-start: 2px;
  }
`;

export const PlaceArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const PlaceError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
`;
