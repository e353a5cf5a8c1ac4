import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLongTemplate, storyWhatsappTemplates } from '../whatsappStoryData.ts';
import { WhatsappBubble } from './WhatsappBubble.tsx';

const meta = {
  title: 'Dashboard/Customers/WhatsApp/WhatsappBubble',
  component: WhatsappBubble,
  parameters: { layout: 'padded' },
  args: { content: storyWhatsappTemplates[0]!, caption: 'Preview' },
} satisfies Meta<typeof WhatsappBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An English template: its placeholders show as {{1}}, {{2}} until values are given. */
export const EnglishTemplate: Story = {
  play: async ({ canvasElement }) => {
    const bubble = within(canvasElement).getByTestId('whatsapp-bubble');
    await expect(bubble).toHaveAttribute('dir', 'ltr');
    await expect(bubble).toHaveAttribute('lang', 'en');
    await expect(bubble).toHaveTextContent('Hi {{1}}, your order {{2}} is ready for pickup.');
  },
};

/** An Arabic template reads right to left whatever the page's language. */
export const ArabicTemplate: Story = {
  args: { content: storyWhatsappTemplates[1]! },
  play: async ({ canvasElement }) => {
    const bubble = within(canvasElement).getByTestId('whatsapp-bubble');
    await expect(bubble).toHaveAttribute('dir', 'rtl');
    await expect(bubble).toHaveAttribute('lang', 'ar');
  },
};

/** Values put in the placeholders, as the customer will read them. */
export const FilledIn: Story = {
  args: { params: ['Mariam', 'DK-41872'], caption: 'What the customer receives' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('whatsapp-bubble')).toHaveTextContent(
      'Hi Mariam, your order DK-41872 is ready for pickup.',
    );
  },
};

/** An Arabic template filled in with an English name and a number: each keeps its own direction. */
export const ArabicFilledIn: Story = { args: { content: storyWhatsappTemplates[1]!, params: ['Priya', 'DK-41872'] } };

/** Link and quick-reply buttons under the bubble. */
export const WithButtons: Story = { args: { content: storyWhatsappTemplates[2]!, params: ['Mango season: Alphonso AED 45'] } };

/** The longest a template gets: a header, paragraphs, a footer and three buttons; it wraps, never overflows. */
export const LongContent: Story = { args: { content: storyLongTemplate, params: ['عبدالرحمن بن محمد بن راشد آل مكتوم', 'EID2026'] } };

export const NarrowPhone: Story = {
  args: { content: storyLongTemplate },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
