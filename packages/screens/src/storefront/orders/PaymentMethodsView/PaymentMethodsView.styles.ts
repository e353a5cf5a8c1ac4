import styled from 'styled-components';

export const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 640px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space[6]};
  padding-inline: ${({ theme }) => theme.space[4]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.xl.size};
  line-height: ${({ theme }) => theme.typeScale.xl.line};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const CardItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  & > :first-child {
    flex: 1;
    min-inline-size: 0;
  }
`;
