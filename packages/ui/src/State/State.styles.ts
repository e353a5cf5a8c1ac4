import styled from 'styled-components';

export const StateBox = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[10]};
  padding-inline: ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

export const StateTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.lg.size};
`;

export const StateText = styled.p`
  margin: 0;
  max-inline-size: 48ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StateIcon = styled.span`
  display: grid;
  place-items: center;
  inline-size: 56px;
  block-size: 56px;
  border-radius: 50%;
  font-size: 28px;
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
