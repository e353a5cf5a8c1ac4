import styled from 'styled-components';

export const FormBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Expiry and CVC side by side when there is room, stacked on a narrow phone. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  align-items: start;
`;

export const CardOption = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 44px;
  & > :first-child {
    flex: 1;
    min-inline-size: 0;
  }
`;

export const Alert = styled.p`
  margin-block: 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const Note = styled.p`
  margin-block: ${({ theme }) => theme.space[4]} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

/** Money on the primary button takes the button's text colour (Money's own is for surfaces). */
export const ButtonAmount = styled.span`
  & bdi {
    color: inherit;
  }
`;
