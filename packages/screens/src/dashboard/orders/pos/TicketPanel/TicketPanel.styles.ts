import styled from 'styled-components';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typeScale.lg.size};
  }
`;

export const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[2]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

export const LineName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const LineEach = styled.span`
  grid-column: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const LineControls = styled.div`
  display: flex;
  grid-column: 1 / -1;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Customer = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-block-end: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: 600;
  }
`;

export const Estimate = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  padding-block-start: ${({ theme }) => theme.space[3]};
  border-block-start: 2px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;

  p {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typeScale.sm.size};
    font-weight: 400;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
