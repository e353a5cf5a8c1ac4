import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn } from 'storybook/test';
import { StorefrontLayout } from '../StorefrontLayout/StorefrontLayout.tsx';
import { PageLoading } from './PageLoading.tsx';

/** A cold visit to any page but the home page, before its code and data arrive: the layout, and a busy main. */
const meta = {
  title: 'Storefront/Layout/PageLoading',
  component: PageLoading,
  parameters: { layout: 'fullscreen' },
  render: () => <InTheLayoutOfThePage />,
} satisfies Meta<typeof PageLoading>;

function InTheLayoutOfThePage() {
  const intl = useIntl();
  return (
    <StorefrontLayout
      locale={intl.locale === 'ar' ? 'ar' : 'en'}
      onLocaleChange={fn()}
      homeHref="/"
      cartHref="/cart"
      cartCount={0}
      account={{ kind: 'guest', loginHref: '/login' }}
    >
      <PageLoading />
    </StorefrontLayout>
  );
}

export default meta;
type Story = StoryObj<typeof meta>;

export const InTheLayout: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main', { name: /^(Loading…?|جارٍ التحميل…?)$/ });
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(main).toHaveAttribute('id', 'main');
    // Tall enough to keep the footer where the page will push it.
    await expect(main.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight * 0.5);
  },
};
