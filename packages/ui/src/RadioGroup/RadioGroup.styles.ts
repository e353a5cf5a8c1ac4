import styled from 'styled-components';

/*
 * Native radios (docs/decisions/0094): the group and its parts are plain elements styled like
 * the react-aria fields' label, description and error (Select/field.styles.ts, which imports
 * react-aria's parts and so is not imported here), so a form reads as one, without react-aria in
 * every form's code.
 */

export const GroupLabel = styled.span`
  font-weight: 600;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  color: ${({ theme }) => theme.colors.text};
`;

export const GroupRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.text};
  /* The asterisk is visual only (its alternative text is empty); aria-required is what is read. */
  &[data-required] > ${GroupLabel}::after {
    content: ' *' / '';
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const GroupDescription = styled.span`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const GroupError = styled.span`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
`;

export const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  [data-orientation='horizontal'] > & {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space[6]};
  }
`;

/* An option's description starts under the dot, as it did on react-aria (whose rule for an
 * indent never matched its styled class name): the pictures stay as they were. */
export const OptionRoot = styled.div`
  display: flex;
  flex-direction: column;
`;

/** The ring; 3:1 against the surface (WCAG 1.4.11), a filled dot when chosen. */
export const Dot = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 22px;
  block-size: 22px;
  margin-block-start: 1px;
  border: 2px solid ${({ theme }) => theme.colors.textSubtle};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  &::after {
    content: '';
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    background: transparent;
  }
`;

/** The label around the (visually hidden) native radio, its dot and its text. */
export const OptionButton = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[1]};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  &[data-selected] ${Dot} {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-selected] ${Dot}::after {
    background: ${({ theme }) => theme.colors.primary};
  }
  &[data-hovered] ${Dot} {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible] ${Dot} {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-invalid] ${Dot} {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  &[data-disabled] ${Dot} {
    opacity: 0.55;
  }
`;
