import type { ReactNode, SVGProps } from 'react';
import styled from 'styled-components';

/**
 * The icon set. Icons are decorative (aria-hidden); the control they sit in carries the
 * name. Directional icons (back, next, chevrons) set `mirrored` and flip in RTL;
 * clocks, checkmarks and logos never do (CONVENTIONS §4).
 */
const Svg = styled.svg`
  inline-size: 1em;
  block-size: 1em;
  flex: none;
  &[data-mirrored='true']:dir(rtl) {
    transform: scaleX(-1);
  }
`;

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
}

/** Makes an icon component; groups add their icons in their own `icons-<group>.tsx` file. */
export function createIcon(name: string, paths: ReactNode, mirrored = false) {
  function Icon({ size, ...rest }: IconProps) {
    return (
      <Svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-icon={name}
        data-mirrored={mirrored}
        style={size ? { fontSize: size } : undefined}
        {...rest}
      >
        {paths}
      </Svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  Icon.mirrored = mirrored;
  return Icon;
}

export const AlertIcon = createIcon(
  'Alert',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.5" />
  </>,
);
export const InboxIcon = createIcon(
  'Inbox',
  <>
    <path d="M4 13h4l2 3h4l2-3h4" />
    <path d="M5 5h14l1 8v6H4v-6z" />
  </>,
);
export const ChevronNextIcon = createIcon('ChevronNext', <path d="M9 5l7 7-7 7" />, true);
export const ChevronBackIcon = createIcon('ChevronBack', <path d="M15 5l-7 7 7 7" />, true);
export const CheckIcon = createIcon('Check', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const ClockIcon = createIcon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
