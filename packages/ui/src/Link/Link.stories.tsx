import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Link } from './Link.tsx';

const meta = {
  title: 'UI/Link',
  component: Link,
  parameters: { layout: 'centered' },
  args: { href: '#categories', children: <FormattedMessage id="ui.story.link.categories" /> },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const IsAReachableLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#categories');
  },
};
