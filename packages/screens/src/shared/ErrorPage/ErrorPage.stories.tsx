import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HttpStatusError, toErrorPage } from '@dukkan/core';
import { ErrorPage } from './ErrorPage.tsx';

const meta = {
  title: 'Shared/ErrorPage',
  component: ErrorPage,
  args: { homeHref: '/', error: toErrorPage(new HttpStatusError(404)) },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { args: { error: toErrorPage(new HttpStatusError(404)) } };
export const ServerError: Story = { args: { error: toErrorPage(new HttpStatusError(500)) } };
export const WithStatusMessage: Story = {
  args: {
    error: toErrorPage(
      new HttpStatusError(503, 'The shop is updating its menu. Please try again in a few minutes.', 'Service Unavailable'),
    ),
  },
};
/** The app's own long words (a start-up check naming a bad setting) wrap inside the page. */
export const LongDescription: Story = {
  args: {
    error: toErrorPage(
      new HttpStatusError(
        500,
        'config.json: "apiBaseUrl" must be empty, a path starting with /, or an http(s) URL — https://very-long-hostname-for-a-staging-backend.dukkan.example.ae/api/v1/with/a/long/path',
      ),
    ),
  },
};

/** A crash's own words (English, internals, maybe hostile) stay in the console (issue #18). */
export const HidesAnExceptionsOwnWords: Story = {
  args: { error: toErrorPage(new TypeError("Cannot read properties of undefined (reading 'items') <img src=x onerror=alert(1)>")) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/Internal Server Error|خطأ/);
    await expect(canvas.queryByText(/Cannot read|onerror/)).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const NamesThePageAndOffersAWayHome: Story = {
  args: { error: toErrorPage(new HttpStatusError(404)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/Page Not Found|الصفحة غير موجودة/);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

/** Offline, a page whose code was not downloaded yet: no status code, the connection named, Try again and a way home. */
export const PageCodeCouldNotBeDownloaded: Story = {
  args: {
    error: toErrorPage(new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/CartRoute-x1.js')),
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/couldn't be loaded|تعذّر تحميل/);
    await expect(canvas.queryByText('503')).toBeNull();
    await expect(canvas.queryByText(/dynamically|assets/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Try again|حاول مرة أخرى/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};
