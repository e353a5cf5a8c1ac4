import styled from 'styled-components';

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
`;

export const Questions = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  margin-block-start: ${({ theme }) => theme.space[3]};
`;

export const QuestionRow = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));

  legend {
    padding-inline: ${({ theme }) => theme.space[1]};
    font-weight: 600;
  }
`;
