import { SwitchButton, SwitchField } from 'react-aria-components';
import styled, { css } from 'styled-components';

const root = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const SwitchRoot = styled(SwitchField)`
  ${root}
  & > .react-aria-Text {
    padding-inline-start: 56px;
  }
`;

/** The plain switch's root: the same box as SwitchRoot, without react-aria's field. */
export const PlainRoot = styled.div`
  ${root}
`;

/** The track; the thumb moves along the inline axis, so it runs right-to-left in Arabic. */
export const Track = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  inline-size: 44px;
  block-size: 26px;
  padding-inline: 2px;
  border: 2px solid ${({ theme }) => theme.colors.textSubtle};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &::before {
    content: '';
    inline-size: 18px;
    block-size: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textSubtle};
    transition: margin-inline-start ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
`;

/**
 * The label that holds the hidden input, the track and the text. The states come from
 * react-aria's data attributes, which the plain switch sets the same way.
 */
const toggle = css`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[1]};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  &[data-selected] ${Track} {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  &[data-selected] ${Track}::before {
    margin-inline-start: 18px;
    background: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-focus-visible] ${Track} {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-invalid] ${Track} {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  &[data-disabled] ${Track} {
    opacity: 0.55;
  }
`;

export const ToggleButton = styled(SwitchButton)`
  ${toggle}
`;

export const PlainToggle = styled.label`
  ${toggle}
`;
