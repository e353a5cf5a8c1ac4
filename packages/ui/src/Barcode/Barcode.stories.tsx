import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Barcode } from './Barcode.tsx';
import { CODE128_PATTERNS, encodeCode128B } from './code128.ts';

const meta = {
  title: 'UI/Barcode',
  component: Barcode,
  parameters: { layout: 'centered' },
  args: { value: 'DK-10231' },
} satisfies Meta<typeof Barcode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the drawn bars back (left to right, as a scanner sweeps) into widths and then text. */
function readBars(svg: SVGSVGElement): string {
  const rects = [...svg.querySelectorAll('rect')].slice(1);
  const widths: number[] = [];
  rects.forEach((rect, i) => {
    const x = Number(rect.getAttribute('x'));
    if (i > 0) {
      const previous = rects[i - 1]!;
      widths.push(x - Number(previous.getAttribute('x')) - Number(previous.getAttribute('width')));
    }
    widths.push(Number(rect.getAttribute('width')));
  });
  const values: number[] = [];
  for (let i = 6; i < widths.length - 13; i += 6) values.push(CODE128_PATTERNS.indexOf(widths.slice(i, i + 6).join('')));
  return String.fromCharCode(...values.map((v) => v + 32));
}

/** An order number, as the kitchen ticket prints it; named by its number for screen readers. */
export const OrderNumber: Story = {
  play: async ({ canvas, args }) => {
    const svg = canvas.getByRole('img', { name: 'DK-10231' }) as unknown as SVGSVGElement;
    await expect(readBars(svg)).toBe(args.value);
    // Never mirrored in right-to-left pages: the start character is always on the left.
    await expect(getComputedStyle(svg).direction).toBe('ltr');
    await expect(svg.querySelectorAll('rect')).toHaveLength(1 + (encodeCode128B(args.value)!.widths.length + 1) / 2);
  },
};

/** Wider modules and taller bars, for A4 and for scanners held far away. */
export const Large: Story = {
  args: { value: 'DK-10299', moduleWidth: 3, height: 96, label: 'Order DK-10299' },
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img', { name: 'Order DK-10299' });
    await expect(svg).toHaveAttribute('height', '96');
  },
};

/** A character set B cannot carry (Arabic digits, letters): the fallback shows, no broken code. */
export const UnsupportedShowsTheFallback: Story = {
  args: { value: 'طلب ١٢', fallback: <span>طلب ١٢</span> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('طلب ١٢')).toBeVisible();
  },
};
