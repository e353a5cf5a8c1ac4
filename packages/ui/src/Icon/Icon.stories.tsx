import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { AlertIcon, CheckIcon, ChevronBackIcon, ChevronNextIcon, ClockIcon, InboxIcon } from './Icon.tsx';

const all = { AlertIcon, InboxIcon, ChevronNextIcon, ChevronBackIcon, CheckIcon, ClockIcon };

const Grid = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 16px;
  padding: 16px;
  margin: 0;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 8px;
    font-size: 32px;
  }
  code {
    font-size: 12px;
  }
`;

function Gallery() {
  return (
    <Grid>
      {Object.entries(all).map(([name, Icon]) => (
        <li key={name}>
          <Icon />
          <code>
            {name}
            {Icon.mirrored ? ' ↔' : ''}
          </code>
        </li>
      ))}
    </Grid>
  );
}

const meta = { title: 'UI/Icon', component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {};

/** Directional icons flip in RTL; the rest keep their drawing. */
export const MirrorsDirectionalIconsOnly: Story = {
  play: async ({ canvasElement }) => {
    const rtl = getComputedStyle(canvasElement).direction === 'rtl';
    const next = canvasElement.querySelector('[data-icon="ChevronNext"]') as Element;
    const clock = canvasElement.querySelector('[data-icon="Clock"]') as Element;
    await expect(getComputedStyle(next).transform !== 'none').toBe(rtl);
    await expect(getComputedStyle(clock).transform).toBe('none');
  },
};
