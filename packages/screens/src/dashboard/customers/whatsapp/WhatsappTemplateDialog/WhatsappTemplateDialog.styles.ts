import styled from 'styled-components';

/** The form beside its live preview; the preview goes under the form on a narrow screen. */
export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  align-items: start;
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
`;

export const PreviewColumn = styled.div`
  position: sticky;
  inset-block-start: 0;
  min-inline-size: 0;
`;

export const ButtonRow = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  legend {
    padding-inline: ${({ theme }) => theme.space[1]};
    font-weight: 600;
  }
`;

export const DialogActions = styled.div`
  margin-block-start: ${({ theme }) => theme.space[4]};
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
