import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { pngHeader, SCRIPTED_SVG } from '@dukkan/core';
import { ImageUploader, type ImageUploaderProps } from './ImageUploader.tsx';
import type { UploadHandler } from './useFileUpload.ts';

/** A stored product photo, inline so the story needs no network. */
const storedPhoto =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#f3ede2"/><ellipse cx="48" cy="52" rx="26" ry="18" fill="#7a4a1e"/><ellipse cx="40" cy="46" rx="6" ry="3" fill="#a8733d"/></svg>',
  );

/** A real PNG, drawn on a canvas, so the preview shows an image. */
async function pngFile(name = 'dates-1kg.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#0f6b4a';
  context.fillRect(0, 0, 64, 64);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

// Real users can pick "All files" in the dialog, and drag-and-drop ignores `accept`, so the
// stories let user-event pass files the accept list would filter out.
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = (root: HTMLElement) => root.querySelector('input[type="file"]') as HTMLInputElement;

const uploads: UploadHandler = async (_file, { onProgress }) => {
  onProgress(0.5);
  return { url: 'https://cdn.dukkan.test/products/dates-1kg.png' };
};
const neverFinishes: UploadHandler = (_file, { onProgress }) => {
  onProgress(0.4);
  return new Promise(() => {});
};

/** The server answers in the user's language; the story takes it from the catalogue. */
function ServerRejecting(props: ImageUploaderProps) {
  const intl = useIntl();
  const message = intl.formatMessage({ id: 'ui.story.data.serverRejected' });
  const onUpload: UploadHandler = async (file, options) => {
    const result = await props.onUpload(file, options);
    return 'url' in result && result.url === 'reject' ? { error: message } : result;
  };
  return <ImageUploader {...props} onUpload={onUpload} />;
}

const meta = {
  title: 'UI/ImageUploader',
  component: ImageUploader,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: <FormattedMessage id="ui.story.data.productPhoto" />,
    description: <FormattedMessage id="ui.story.data.productPhotoHelp" />,
    onUpload: fn(uploads),
    onChange: fn(),
  },
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithPreview: Story = { args: { value: { url: storedPhoto, name: 'dates-1kg.png' } } };
export const Invalid: Story = { args: { error: <FormattedMessage id="ui.story.data.photoRequired" /> } };
export const Disabled: Story = { args: { disabled: true, value: { url: storedPhoto, name: 'dates-1kg.png' } } };
export const LongArabicText: Story = {
  args: {
    label: <FormattedMessage id="ui.story.data.photoLongLabel" />,
    value: { url: storedPhoto, name: 'صورة-تمر-خلاص-من-مزارع-العين-الطازجة-عبوة-واحد-كيلوغرام.png' },
  },
};

export const Uploading: Story = {
  args: { onUpload: fn(neverFinishes) },
  play: async ({ canvasElement, canvas }) => {
    await user().upload(fileInput(canvasElement), await pngFile());
    const bar = await canvas.findByRole('progressbar', { name: /dates-1kg\.png/ });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Uploaded: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await user().upload(fileInput(canvasElement), await pngFile());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/uploaded|تم الرفع/i));
    await expect(args.onChange).toHaveBeenCalledWith({ file: expect.any(File), url: 'https://cdn.dukkan.test/products/dates-1kg.png' });
    await expect(canvas.getByRole('img', { name: /dates-1kg\.png/ })).toBeVisible();
  },
};

export const RejectedType: Story = {
  play: async ({ canvasElement, canvas }) => {
    await user().upload(fileInput(canvasElement), new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/JPG, PNG or WebP|JPG أو PNG أو WebP/));
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await user().upload(fileInput(canvasElement), big);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/larger than 5 MB|أكبر من 5/));
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const ServerRejected: Story = {
  render: (args) => <ServerRejecting {...args} />,
  args: { onUpload: fn<UploadHandler>(async () => ({ url: 'reject' })) },
  play: async ({ canvasElement, canvas }) => {
    await user().upload(fileInput(canvasElement), await pngFile());
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/600 × 600/));
  },
};

export const RejectsAWrongFileType: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await user().upload(fileInput(canvasElement), new File(['GIF89a'], 'offer.gif', { type: 'image/gif' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        /Please choose a JPG, PNG or WebP image\.|يرجى اختيار صورة بصيغة JPG أو PNG أو WebP\./,
      ),
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
    // Nothing was kept: the field still offers to choose an image, with the error tied to it.
    const choose = canvas.getByRole('button', { name: /choose an image|اختر صورة/i });
    await expect(choose).toHaveAccessibleDescription(/JPG, PNG or WebP|JPG أو PNG أو WebP/);
    // A right file clears the error.
    await user().upload(fileInput(canvasElement), await pngFile());
    await waitFor(() => expect(canvas.getByRole('alert')).toBeEmptyDOMElement());
  },
};

export const KeepsTheFileWhenTheServerRejectsIt: Story = {
  render: (args) => (
    <form style={{ display: 'grid', gap: 16 }}>
      <label style={{ display: 'grid', gap: 4 }}>
        <FormattedMessage id="ui.story.data.productName" />
        <input defaultValue="Khalas dates 1 kg" />
      </label>
      <ServerRejecting {...args} />
    </form>
  ),
  args: { onUpload: fn<UploadHandler>(async () => ({ url: 'reject' })) },
  play: async ({ canvasElement, canvas, args }) => {
    const name = canvas.getByRole('textbox');
    await userEvent.clear(name);
    await userEvent.type(name, 'Khalas dates 500 g');
    await user().upload(fileInput(canvasElement), await pngFile());
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/600 × 600/));
    // The chosen file, its preview and the rest of the form are all still there.
    await expect(canvas.getByText('dates-1kg.png')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /dates-1kg\.png/ })).toBeVisible();
    await expect(name).toHaveValue('Khalas dates 500 g');
    await expect(args.onChange).not.toHaveBeenCalled();
    // Retrying sends the same file again.
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول/i }));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(2));
    await expect((args.onUpload as ReturnType<typeof fn>).mock.calls[1]?.[0]).toHaveProperty('name', 'dates-1kg.png');
  },
};

/** Refused before sending, each with its own message (decision 0085); nothing is sent or kept. */
function refusedStory(file: () => File | Promise<File>, message: RegExp): Story {
  return {
    play: async ({ canvasElement, canvas, args }) => {
      await user().upload(fileInput(canvasElement), await file());
      await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
      await expect(args.onUpload).not.toHaveBeenCalled();
      await expect(canvas.queryByRole('img')).toBeNull();
      await expect(canvas.getByRole('button', { name: /choose an image|اختر صورة/i })).toHaveAccessibleDescription(message);
    },
  };
}

export const RefusesAnEmptyFile = refusedStory(() => new File([], 'dates-1kg.png', { type: 'image/png' }), /is empty|الملف فارغ/);
export const RefusesAnotherFormatUnderAPictureName = refusedStory(
  () => new File(['GIF89a\x01\x00\x01\x00'], 'dates-1kg.jpg', { type: 'image/jpeg' }),
  /not really a JPG, PNG or WebP image|ليس صورة JPG أو PNG أو WebP حقيقية/,
);
export const RefusesAScriptedSvgNamedAsAPng = refusedStory(
  () => new File([SCRIPTED_SVG], 'x.png', { type: 'image/png' }),
  /can carry code|شيفرة برمجية/,
);
export const RefusesAPixelFlood = refusedStory(
  () => new File([pngHeader(30_000, 30_000)], 'tiny-but-huge.png', { type: 'image/png' }),
  /at most 10,000 pixels a side and 40 megapixels|10,000 بكسل كحد أقصى لكل ضلع و\s?40 ميغابكسل/,
);
export const RefusesAHiddenOverrideInTheName = refusedStory(
  () => pngFile('invoice\u202egnp.exe.png'),
  /hidden direction or control characters|رموز اتجاه أو تحكّم مخفية/,
);
