import styled from 'styled-components';

export const PageRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-inline-size: 0;
`;

export const PageHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

export const TitleBlock = styled.div`
  display: flex;
  flex: 1 1 320px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.xl.size};
  line-height: ${({ theme }) => theme.typeScale.xl.line};
  font-weight: 700;
  overflow-wrap: anywhere;
  &:lang(ar) {
    line-height: ${({ theme }) => theme.typeScale.xl.arLine};
  }
`;

export const PageDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const PageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const PageContent = styled.div`
  min-inline-size: 0;
`;

export { VisuallyHidden } from '../VisuallyHidden/visuallyHidden.ts';

export const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-inline-size: 0;
  }
  li > svg {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;
