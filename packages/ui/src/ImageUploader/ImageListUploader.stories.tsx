import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pngHeader, SCRIPTED_SVG } from '@dukkan/core';
import { ImageListUploader } from './ImageListUploader.tsx';
import type { UploadHandler } from './useFileUpload.ts';

const photo = (fill: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><rect width="72" height="72" fill="${fill}"/></svg>`);
const stored = [
  { id: 'img-1', url: photo('#7a4a1e'), name: 'dates-front.png' },
  { id: 'img-2', url: photo('#a8733d'), name: 'dates-box.png' },
];
/** A real PNG drawn on a canvas, so previews show an image. */
async function png(name: string, colour = '#0f6b4a'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 48;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = colour;
  context.fillRect(0, 0, 48, 48);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = (root: HTMLElement) => root.querySelector('input[type="file"]') as HTMLInputElement;

const uploads: UploadHandler = async (file) => ({ url: `https://cdn.dukkan.test/products/${file.name}` });

const meta = {
  title: 'UI/ImageListUploader',
  component: ImageListUploader,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: <FormattedMessage id="ui.story.data.productGallery" />,
    description: <FormattedMessage id="ui.story.data.productGalleryHelp" />,
    onUpload: fn(uploads),
    onChange: fn(),
  },
} satisfies Meta<typeof ImageListUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithImages: Story = { args: { defaultImages: stored } };
export const Full: Story = { args: { defaultImages: stored, maxImages: 2 } };
export const Disabled: Story = { args: { defaultImages: stored, disabled: true } };
export const Uploading: Story = {
  args: { defaultImages: stored, onUpload: fn<UploadHandler>((_file, { onProgress }) => (onProgress(0.3), new Promise(() => {}))) },
  play: async ({ canvasElement, canvas }) => {
    await user().upload(fileInput(canvasElement), await png('dates-open.png'));
    await expect(await canvas.findByRole('progressbar', { name: /dates-open\.png/ })).toHaveAttribute('aria-valuenow', '30');
  },
};

export const ChoosesThePrimaryImageWithTheKeyboard: Story = {
  args: { defaultImages: stored },
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('radio', { name: /dates-front\.png/ });
    await expect(first).toBeChecked();
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('radio', { name: /dates-box\.png/ });
    await expect(second).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ images: stored, primaryId: 'img-2' });
  },
};

export const AddsSeveralAndRejectsTheWrongOnes: Story = {
  args: { defaultImages: stored, maxImages: 3 },
  play: async ({ canvasElement, canvas, args }) => {
    await user().upload(fileInput(canvasElement), [
      await png('dates-open.png'),
      new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }),
      await png('one-too-many.png', '#1f5fbf'),
    ]);
    const alert = await waitFor(() => {
      const found = canvas.getAllByRole('alert').find((el) => el.textContent);
      if (!found) throw new Error('no refusal yet');
      return found;
    });
    await expect(alert).toHaveTextContent(/menu\.pdf/);
    await expect(alert).toHaveTextContent(/up to 3 images|3 صور/);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: /remove dates-front\.png|إزالة dates-front\.png/i }));
    // The primary image was removed: the next one takes its place.
    await expect(canvas.getByRole('radio', { name: /dates-box\.png/ })).toBeChecked();
  },
};

/** Every refusal before sending at once (decision 0085): each file named, isolated, with its own reason. */
export const RefusesHostileFilesEachWithItsReason: Story = {
  args: { defaultImages: stored },
  play: async ({ canvasElement, canvas, args }) => {
    await user().upload(fileInput(canvasElement), [
      new File([], 'empty.png', { type: 'image/png' }),
      new File(['GIF89a\x01\x00'], 'offer.jpg', { type: 'image/jpeg' }),
      new File([SCRIPTED_SVG], 'x.png', { type: 'image/png' }),
      new File([pngHeader(30_000, 30_000)], 'flood.png', { type: 'image/png' }),
      await png('invoice\u202egnp.exe.png'),
    ]);
    const alert = await waitFor(() => {
      const found = canvas.getAllByRole('alert').find((el) => el.textContent?.includes('flood.png'));
      if (!found) throw new Error('no refusal yet');
      return found;
    });
    await expect(alert).toHaveTextContent(/empty\.png: (The file is empty|الملف فارغ)/);
    await expect(alert).toHaveTextContent(/offer\.jpg: (The file is not really a JPG|هذا الملف ليس صورة)/);
    await expect(alert).toHaveTextContent(/x\.png: (This file is a drawing|هذا الملف رسم)/);
    await expect(alert).toHaveTextContent(/flood\.png: (The picture is too large in pixels|أبعاد الصورة كبيرة جدًا)/);
    await expect(alert).toHaveTextContent(/hidden direction or control characters|رموز اتجاه أو تحكّم مخفية/);
    // Each name is isolated, so the override inside one cannot turn the rest of the line around.
    const names = [...alert.querySelectorAll('bdi')].map((el) => el.textContent);
    await expect(names).toContain('invoice\u202egnp.exe.png');
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(stored.length);
  },
};
