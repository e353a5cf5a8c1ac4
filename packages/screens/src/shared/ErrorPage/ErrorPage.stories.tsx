import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorPage } from './ErrorPage.tsx';

const meta = {
  title: 'Shared/ErrorPage',
  component: ErrorPage,
  args: { homeHref: '/' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { args: { status: 404 } };
export const ServerError: Story = { args: { status: 500 } };
export const WithStatusMessage: Story = { args: { status: 503, statusMessage: 'Service Unavailable', description: 'The shop is updating its menu. Please try again in a few minutes.' } };
export const LongDescription: Story = {
  args: {
    status: 500,
    description:
      'config.json: "apiBaseUrl" must be empty, a path starting with /, or an http(s) URL — https://very-long-hostname-for-a-staging-backend.dukkan.example.ae/api/v1/with/a/long/path',
  },
};

export const NamesThePageAndOffersAWayHome: Story = {
  args: { status: 404 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/Page Not Found|الصفحة غير موجودة/);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};
