import styled from 'styled-components';

export { NarrowPage as Page } from '../../shared/page.styles.ts';

export const Intro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.lg.size};
`;

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

export const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typeScale.md.size};
`;

export const Lost = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[6]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;
`;

export const Kept = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[4]};
`;
