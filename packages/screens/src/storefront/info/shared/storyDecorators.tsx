import type { Decorator } from '@storybook/react-vite';

/** A 360 px wide phone column. */
export const narrowPhone: Decorator = (Story) => (
  <div style={{ inlineSize: 360 }}>
    <Story />
  </div>
);
