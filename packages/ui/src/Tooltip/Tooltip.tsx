import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Focusable, TooltipTrigger } from 'react-aria-components';
import { Bubble } from './Tooltip.styles.ts';

type FocusableChild = ComponentProps<typeof Focusable>['children'];

export interface TooltipProps {
  /** Translated, short, plain text: a tooltip holds no links or buttons. */
  content: ReactNode;
  /**
   * The element it describes: a focusable element that forwards its ref and spreads its
   * props (the design-system Button, an icon button, a link).
   */
  children: ReactElement;
  /** `start`/`end` follow the direction: `end` is to the right in English, the left in Arabic. */
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Milliseconds of hover before it shows; keyboard focus shows it at once. */
  delay?: number;
  isDisabled?: boolean;
  /** Shown on mount (for stories). */
  defaultOpen?: boolean;
}

/**
 * A tooltip on react-aria's TooltipTrigger: shows on hover (after `delay`) and on keyboard
 * focus, hides on Escape, blur or pointer leave, and describes its trigger (aria-describedby).
 * Never the only name of a control: icon buttons still need their aria-label.
 */
export function Tooltip({ content, children, placement = 'top', delay = 600, isDisabled, defaultOpen }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={300} isDisabled={isDisabled} defaultOpen={defaultOpen}>
      {/* Typed for intrinsic elements; at run time any child that forwards ref and props works. */}
      <Focusable>{children as FocusableChild}</Focusable>
      <Bubble placement={placement} offset={8}>
        {content}
      </Bubble>
    </TooltipTrigger>
  );
}
