import type { Meta, StoryObj } from '@storybook/react-vite';
import jsQR from 'jsqr';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect } from 'storybook/test';
import { QrCode, type QrCodeProps } from './QrCode.tsx';

function LabelledQrCode(props: Omit<QrCodeProps, 'label'>) {
  const intl = useIntl();
  return <QrCode {...props} label={intl.formatMessage({ id: 'ui.story.qr.label' })} />;
}

const meta = {
  title: 'UI/QrCode',
  component: LabelledQrCode,
  parameters: { layout: 'centered' },
  args: { value: 'https://dukkan.ae/nfc/04:A2:19:6B:3C:58:80', size: 160 },
} satisfies Meta<typeof LabelledQrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rasterises the SVG on a canvas and reads it with an independent decoder (jsQR). */
async function scan(svg: SVGSVGElement): Promise<string | undefined> {
  const size = 320;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0, size, size);
  return jsQR(context.getImageData(0, 0, size, size).data, size, size)?.data;
}

export const Default: Story = {};

export const Large: Story = { args: { size: 240 } };

/** Arabic text is carried as UTF-8, and the code is never mirrored in right-to-left layouts. */
export const ArabicText: Story = { args: { value: 'شكوى: الطلب ٤٥٢ تأخر عن موعده' } };

/** Past version 40 (about 2,300 bytes) the code cannot exist: the screen shows its own message. */
export const TooLongShowsTheFallback: Story = {
  args: { value: 'x'.repeat(2400), tooLong: <FormattedMessage id="ui.story.qr.tooLong" /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText(/too long|طويل/)).toBeVisible();
  },
};

/** What it draws scans back to exactly its value, in both directions. */
export const ScansBackToItsValue: Story = {
  play: async ({ canvas, args }) => {
    const svg = canvas.getByRole('img', { name: /scan|امسح/i }) as unknown as SVGSVGElement;
    await expect(await scan(svg)).toBe(args.value);
  },
};
