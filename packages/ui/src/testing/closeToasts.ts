import { screen, userEvent, waitFor, within } from 'storybook/test';

const REGION = /^(notifications|الإشعارات)$/i;
const CLOSE = /^(close|إغلاق)$/i;

/**
 * Closes every toast on the page with its Close button, as a person would, then waits until the
 * notifications region has left. A story whose last picture must not catch a toast mid-fade
 * closes it rather than waiting out its 5 s timer, which left at a moment set by the machine's
 * speed and cost 5 s a visit (docs/decisions/0100). On a slow machine the toast may have left
 * already; then there is nothing to close.
 */
export async function closeToasts({ timeout = 10_000 }: { timeout?: number } = {}): Promise<void> {
  const region = screen.queryByRole('region', { name: REGION });
  for (const close of region ? within(region).queryAllByRole('button', { name: CLOSE }) : []) await userEvent.click(close);
  await waitFor(
    () => {
      if (screen.queryByRole('region', { name: REGION })) throw new Error('a toast is still on the page');
    },
    { timeout },
  );
}
