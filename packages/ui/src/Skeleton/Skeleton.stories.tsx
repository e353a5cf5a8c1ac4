import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { inlineSize: '60%', blockSize: '16px' } };
export const Card: Story = { args: { inlineSize: '240px', blockSize: '160px', radius: 'lg' } };
export const Pill: Story = { args: { inlineSize: '96px', blockSize: '28px', radius: 'pill' } };
