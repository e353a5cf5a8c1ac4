import styled, { css } from 'styled-components';
import { StyledButton } from '../Button/Button.styles.ts';

export type IconButtonSize = 'sm' | 'md' | 'lg';

/* Square targets; md and lg meet the 44 px touch target, sm (32 px) is for dense tables. */
const squares = {
  sm: css`
    inline-size: 32px;
    min-block-size: 32px;
    font-size: 16px;
  `,
  md: css`
    inline-size: 44px;
    min-block-size: 44px;
    font-size: 20px;
  `,
  lg: css`
    inline-size: 52px;
    min-block-size: 52px;
    font-size: 24px;
  `,
};

export const StyledIconButton = styled(StyledButton)<{ $square: IconButtonSize }>`
  position: relative;
  flex: none;
  padding-inline: 0;
  ${({ $square }) => squares[$square]}
  &[data-shape='round'] {
    border-radius: ${({ theme }) => theme.radii.pill};
  }
`;

/** The name, read by assistive tech and hidden from sight (the icon says it visually). */
export { VisuallyHidden as HiddenLabel } from '../VisuallyHidden/visuallyHidden.ts';
