import styled from 'styled-components';

export const Fieldset = styled.fieldset`
  margin: 0;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[4]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Legend = styled.legend`
  padding-inline: ${({ theme }) => theme.space[1]};
  font-weight: 700;
  font-size: ${({ theme }) => theme.typeScale.md.size};
`;

export const Help = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Row = styled.fieldset`
  margin: 0;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

export const RowLegend = styled.legend`
  padding-inline: ${({ theme }) => theme.space[1]};
  font-weight: 600;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const RowActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
