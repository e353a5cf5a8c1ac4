import styled from 'styled-components';

/** The form's column: the cards, then the save bar, which stays at the bottom of the view while the form scrolls. */
export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-inline-size: 0;
`;

/** Read-only: a disabled fieldset disables every control inside it, whatever input it is. */
export const ReadOnlyFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const SectionCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation[1]};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.lg.size};
  line-height: ${({ theme }) => theme.typeScale.lg.line};
  overflow-wrap: anywhere;
  &:lang(ar) {
    line-height: ${({ theme }) => theme.typeScale.lg.arLine};
  }
`;

export const SectionDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  overflow-wrap: anywhere;
`;

export const SectionFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
`;

export const SaveBarBox = styled.div`
  position: sticky;
  inset-block-end: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation[3]};
`;

export const SaveState = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  min-block-size: 24px;
  font-weight: 600;
`;

/** The polite live region: "Saving…", "All changes saved", "Changes not saved". */
export const SaveStatus = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  &[data-state='saved'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-state='failed'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-state='saving'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:empty {
    position: absolute;
  }
`;

export const Unsaved = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
`;

/** The dot before "Unsaved changes"; the words carry the meaning. */
export const UnsavedDot = styled.span`
  inline-size: 8px;
  block-size: 8px;
  border-radius: 50%;
  background: currentColor;
`;

export const SaveActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;

export const LoadingCard = styled(SectionCard)`
  gap: ${({ theme }) => theme.space[3]};
`;

export const LoadingField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
