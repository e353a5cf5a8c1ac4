import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  align-items: start;
`;

export const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typeScale.sm.size};
    line-height: ${({ theme }) => theme.typeScale.sm.line};
  }
`;

export const People = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  max-block-size: 18rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};

  li {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    align-items: center;
  }
  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;

export const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Phone = styled.bdi`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  white-space: nowrap;
`;

export const Outcome = styled.span`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typeScale.sm.size};

  &[data-status='sent'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-status='failed'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-status='pending'],
  &[data-status='sending'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Summary = styled.p`
  margin: 0;
  font-weight: 600;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const DialogActions = styled.div`
  margin-block-start: ${({ theme }) => theme.space[4]};
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
