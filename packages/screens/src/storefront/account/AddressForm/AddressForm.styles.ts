import styled from 'styled-components';

/** Two short fields side by side (floor, flat) that stack on a phone. */
export const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export const AreaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[3]};
  &:has(> [role='status']:empty):not(:has(button)) {
    margin-block-start: 0;
  }
`;

export const AreaLine = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  min-inline-size: 0;
  overflow-wrap: anywhere;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    flex: none;
    margin-block-start: 4px;
  }
  &[data-tone='success'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-tone='warning'] {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
  }
`;
