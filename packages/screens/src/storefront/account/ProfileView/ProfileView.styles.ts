import styled from 'styled-components';

export { NarrowPage as Page } from '../../shared/page.styles.ts';

export const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Fact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const FactLabel = styled.span`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const FactValue = styled.span`
  font-weight: 600;
  font-size: ${({ theme }) => theme.typeScale.lg.size};
`;

export const Saved = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  /* Empty, the status region stays in the accessibility tree (so the next save is announced) but takes no room. */
  &:empty {
    position: absolute;
    padding: 0;
    border: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-start: ${({ theme }) => theme.space[2]};
`;

export const Danger = styled.p`
  margin: 0;
  text-align: end;
  a {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
