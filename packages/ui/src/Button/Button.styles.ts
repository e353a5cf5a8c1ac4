import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.surfaceSunken};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

const sizes = {
  sm: css`
    min-block-size: 32px;
    padding-inline: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.typeScale.sm.size};
  `,
  md: css`
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space[4]};
  `,
  lg: css`
    min-block-size: 52px;
    padding-inline: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.typeScale.lg.size};
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  cursor: pointer;
  inline-size: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Spinner = styled.span`
  inline-size: 1em;
  block-size: 1em;
  border: 2px solid currentColor;
  border-block-start-color: transparent;
  border-radius: 50%;
  animation: dk-spin 0.8s linear infinite;
  @keyframes dk-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
