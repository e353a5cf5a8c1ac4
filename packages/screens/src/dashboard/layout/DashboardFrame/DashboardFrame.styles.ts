import styled from 'styled-components';

/** The same container the AppShell sets: the frame answers to its own width, not the window's. */
const narrow = '@container dk-shell (max-width: 767.98px)';

/** The shop's name as the header's brand; a long name wraps rather than pushing the actions off. */
export const ShopName = styled.span`
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

/** The lead's shop picker in the brand's place; its label is read, not shown (the value is the shop). */
export const ShopPickerSlot = styled.div`
  inline-size: min(100%, 460px);
  min-inline-size: 0;
  & > * {
    gap: 0;
  }
`;

/** Who is signed in, beside the account button; on a phone it lives in the account menu only. */
export const AccountSummary = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  max-inline-size: 320px;
  min-inline-size: 0;
  ${narrow} {
    display: none;
  }
`;

export const AccountName = styled.span`
  max-inline-size: 100%;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
  line-height: ${({ theme }) => theme.typeScale.sm.line};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const RoleChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding-inline: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-size: ${({ theme }) => theme.typeScale.xs.size};
    font-weight: 600;
    line-height: ${({ theme }) => theme.typeScale.xs.line};
    white-space: nowrap;
  }
`;

/**
 * Always in the page so that "Signing out…" is announced when it appears. Empty, it is taken out
 * of the flow (not hidden: a live region must stay in the accessibility tree to be heard).
 */
export const SignOutStatus = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
  &:empty {
    position: absolute;
  }
`;

export const SignOutAlert = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  margin-block-end: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  & > svg {
    flex: none;
    margin-block-start: 2px;
    font-size: 20px;
  }
`;
