import styled from 'styled-components';

export const Page = styled.main`
  max-inline-size: 1200px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space[6]};
  padding-inline: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
`;

export { PageHeader } from '../../shared/page.styles.ts';

export { PageTitle } from '../../shared/page.styles.ts';

export const ItemCount = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.typeScale.md.size};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One column on phones; the summary beside the details from tablets up. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(300px, 380px);
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-inline-size: 0;
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-inline-size: 0;
`;

export const SummaryPanel = styled(Panel)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space[4]};
  }
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.lg.size};
  line-height: ${({ theme }) => theme.typeScale.lg.line};
`;

export const SubTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.md.size};
  line-height: ${({ theme }) => theme.typeScale.md.line};
`;

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  & > * {
    flex: 1 1 180px;
    min-inline-size: 0;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const Inline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
