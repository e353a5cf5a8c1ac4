import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildCtaButton, buildSlide, buildSlider } from '@dukkan/mocks';
import { HomeSlider, type HomeSliderProps } from './HomeSlider.tsx';
import { useStorefrontSliderLabels } from './useStorefrontSliderLabels.ts';

/** The story's slides speak the story's language, as the storefront's do. */
function HomeSliderStory(props: Omit<HomeSliderProps, 'labels' | 'locale'>) {
  const { locale } = useIntl();
  return <HomeSlider {...props} locale={locale.startsWith('ar') ? 'ar' : 'en'} labels={useStorefrontSliderLabels()} />;
}

const slider = buildSlider({
  id: 'story-home-slider',
  slides: [
    buildSlide({ id: 'home-slide-1' }),
    buildSlide({
      id: 'home-slide-2',
      title: 'Weekend bakery',
      title_ar: 'مخبوزات نهاية الأسبوع',
      description: 'Warm khubz, saj and croissants from 7 am',
      description_ar: 'خبز وصاج وكرواسون ساخن من السابعة صباحاً',
      showOverlay: false,
      image: '/mock-assets/products/cat-bakery.svg',
    }),
  ],
  cta: buildCtaButton({ title_btn: 'Shop fruits', title_btn_ar: 'تسوّق الفواكه' }),
});

const meta = {
  title: 'Storefront/Home/HomeSlider',
  component: HomeSliderStory,
  parameters: { layout: 'padded' },
  args: { slider, ctaHref: '/categories/fruits' },
} satisfies Meta<typeof HomeSliderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two slides and the button; "Next slide" shows the second, and its numbered button says so. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^(shop fruits|تسوّق الفواكه)$/i })).toHaveAttribute('href', '/categories/fruits');
    await userEvent.click(canvas.getByRole('button', { name: /^(next slide|الشريحة التالية)$/i }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^(slide 2 of 2|الشريحة 2 من 2)$/i })).toHaveAttribute('aria-current', 'true'),
    );
  },
};

/** Display type "image": the first slide alone, no slide buttons. */
export const SingleImage: Story = {
  args: { slider: { ...slider, displayType: 'image' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(next slide|الشريحة التالية)$/i })).toBeNull();
  },
};

/** No button: the slider has no link. */
export const WithoutButton: Story = {
  args: { slider: { ...slider, cta: { ...slider.cta, enable: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** At a phone's width the slide is taller and the text smaller (the slider follows its own width). */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 390 }}>{Story()}</div>],
};
