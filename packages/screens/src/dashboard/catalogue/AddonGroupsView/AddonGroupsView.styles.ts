import styled from 'styled-components';

export const Groups = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GroupItem = styled.li`
  position: relative;
  /* Where a moving group would land: a line before or after this one. */
  &[data-drop='before']::before,
  &[data-drop='after']::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    block-size: 3px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary};
  }
  &[data-drop='before']::before {
    inset-block-start: calc(-1 * ${({ theme }) => theme.space[2]});
  }
  &[data-drop='after']::after {
    inset-block-end: calc(-1 * ${({ theme }) => theme.space[2]});
  }
`;

export const GroupBox = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &[data-moving='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
`;

export const GroupHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Titles = styled.div`
  display: flex;
  flex: 1 1 200px;
  flex-direction: column;
  min-inline-size: 0;
  gap: ${({ theme }) => theme.space[1]};
`;

/* Each title keeps to its own width at the start of the column, whatever its own direction. */
export const Title = styled.h2`
  align-self: flex-start;
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.typeScale.md.size};
  line-height: ${({ theme }) => theme.typeScale.md.line};
`;

export const TitleAr = styled.p`
  align-self: flex-start;
  margin: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;

export const Handle = styled.span`
  display: contents;
  button {
    touch-action: none;
    cursor: grab;
  }
  button[data-moving='true'] {
    cursor: grabbing;
  }
`;

export const Options = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  th,
  td {
    padding-block: ${({ theme }) => theme.space[2]};
    padding-inline: ${({ theme }) => theme.space[2]};
    border-block-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  td[data-money] {
    text-align: end;
    white-space: nowrap;
  }
`;

export const Notices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  &:empty {
    display: none;
  }
`;

export const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

/** Live regions and instructions for screen readers: in the page, taking no room. */
export const ScreenReaderOnly = styled.div`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  margin: 0;
`;
