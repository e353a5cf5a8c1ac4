import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { EmptyState } from './EmptyState.tsx';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'UI/State',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadError: Story = {};
export const LoadErrorWithoutRetry: Story = { args: { onRetry: undefined } };
export const Empty: Story = {
  render: () => (
    <EmptyState title={<FormattedMessage id="ui.story.empty.title" />} description={<FormattedMessage id="ui.story.empty.description" />} />
  ),
};

export const RetriesFromTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
