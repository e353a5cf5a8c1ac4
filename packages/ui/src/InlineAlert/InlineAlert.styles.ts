import styled from 'styled-components';

/**
 * A tinted box with a strong start border in the tone's colour (right in Arabic). The text
 * stays in the text colour: the soft backgrounds are chosen so it keeps AA contrast.
 * Empty (`visible={false}`), the box is only a live region: it stays in the accessibility
 * tree so a message that arrives later is announced, and takes no room (out of the flow,
 * so a flex or grid gap is not spent on it).
 */
export const AlertBox = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid transparent;
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  &[data-dismissible='true'] {
    grid-template-columns: auto minmax(0, 1fr) auto;
    padding-inline-end: ${({ theme }) => theme.space[1]};
  }
  &[data-tone='critical'] {
    background: ${({ theme }) => theme.colors.dangerSoft};
    border-inline-start-color: ${({ theme }) => theme.colors.danger};
    --dk-alert-accent: ${({ theme }) => theme.colors.danger};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warningSoft};
    border-inline-start-color: ${({ theme }) => theme.colors.warning};
    --dk-alert-accent: ${({ theme }) => theme.colors.warning};
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
    --dk-alert-accent: ${({ theme }) => theme.colors.primary};
  }
  &[data-tone='info'] {
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
    border-inline-start-color: ${({ theme }) => theme.colors.link};
    --dk-alert-accent: ${({ theme }) => theme.colors.link};
  }
  &:empty {
    position: absolute;
    padding: 0;
    border: 0;
  }
`;

/** The tone's icon, on the first line of text. Status marks never mirror (CONVENTIONS §4). */
export const AlertIconBox = styled.span`
  display: inline-flex;
  padding-block-start: 2px;
  font-size: 20px;
  color: var(--dk-alert-accent);
`;

export const AlertBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  padding-block: 1px;
`;

export const AlertTitle = styled.p`
  margin: 0;
  font-weight: 700;
`;

export const AlertMessage = styled.div`
  margin: 0;
  & > p {
    margin: 0;
  }
`;

export const AlertAction = styled.div`
  margin-block-start: ${({ theme }) => theme.space[1]};
`;

/** The dismiss button sits in the end corner; its 44 px target is pulled up into the padding. */
export const AlertDismiss = styled.div`
  margin-block: -${({ theme }) => theme.space[2]};
`;
