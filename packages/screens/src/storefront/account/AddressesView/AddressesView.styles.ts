import styled from 'styled-components';

export const Page = styled.main`
  max-inline-size: 960px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space[6]};
  padding-inline: ${({ theme }) => theme.space[4]};
`;

export { PageHeader as Header } from '../../shared/page.styles.ts';

export { PageTitle as Title } from '../../shared/page.styles.ts';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  > li {
    display: flex;
    flex-direction: column;
  }
  > li > article {
    flex: 1;
  }
`;

export const SkeletonCard = styled.li`
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

export const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Detail = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  &:first-child {
    font-weight: 600;
  }
`;

export const Notes = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  overflow-wrap: anywhere;
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[4]};
`;
