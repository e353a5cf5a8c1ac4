import styled from 'styled-components';

export const Page = styled.main`
  min-block-size: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background};
`;

export const Card = styled.div`
  inline-size: min(100%, 420px);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation[2]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.xl.size};
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
