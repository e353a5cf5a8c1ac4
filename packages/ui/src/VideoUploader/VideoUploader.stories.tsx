import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ftypHeader, SCRIPTED_SVG } from '@dukkan/core';
import type { UploadHandler } from '../ImageUploader/index.ts';
import { VideoUploader, type VideoUploaderProps } from './VideoUploader.tsx';

const user = () => userEvent.setup({ applyAccept: false });
const fileInput = (root: HTMLElement) => root.querySelector('input[type="file"]') as HTMLInputElement;
/** An MP4 of `bytes` bytes: a real `ftyp` box, then padding (the uploader reads only the start). */
const clip = (name = 'dates-harvest.mp4', bytes = 3 * 1024 * 1024, type = 'video/mp4') => {
  const data = new Uint8Array(bytes);
  data.set(ftypHeader());
  return new File([data], name, { type });
};

const uploads: UploadHandler = async (_file, { onProgress }) => {
  onProgress(0.5);
  return { url: 'https://cdn.dukkan.test/videos/dates-harvest.mp4' };
};
const neverFinishes: UploadHandler = (_file, { onProgress }) => {
  onProgress(0.65);
  return new Promise(() => {});
};

function ServerRejecting(props: VideoUploaderProps) {
  const intl = useIntl();
  const message = intl.formatMessage({ id: 'ui.story.data.serverRejectedVideo' });
  const onUpload: UploadHandler = async (file, options) => {
    await props.onUpload(file, options);
    return { error: message };
  };
  return <VideoUploader {...props} onUpload={onUpload} />;
}

const meta = {
  title: 'UI/VideoUploader',
  component: VideoUploader,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: <FormattedMessage id="ui.story.data.productVideo" />,
    description: <FormattedMessage id="ui.story.data.productVideoHelp" />,
    onUpload: fn(uploads),
    onChange: fn(),
  },
} satisfies Meta<typeof VideoUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithPreview: Story = {
  args: { value: { url: 'https://cdn.dukkan.test/videos/dates-harvest.mp4', name: 'dates-harvest.mp4' } },
};
export const Disabled: Story = { args: { disabled: true } };
export const LongArabicText: Story = {
  args: {
    label: <FormattedMessage id="ui.story.data.photoLongLabel" />,
    value: { url: 'https://cdn.dukkan.test/videos/x.mp4', name: 'فيديو-حصاد-تمر-الخلاص-في-مزارع-العين-موسم-الصيف.mp4' },
  },
};

export const Uploading: Story = {
  args: { onUpload: fn(neverFinishes) },
  play: async ({ canvasElement, canvas }) => {
    await user().upload(fileInput(canvasElement), clip());
    const bar = await canvas.findByRole('progressbar', { name: /dates-harvest\.mp4/ });
    await expect(bar).toHaveAttribute('aria-valuenow', '65');
    await expect(canvas.getByText('dates-harvest.mp4')).toBeVisible();
  },
};

export const RejectedType: Story = {
  play: async ({ canvasElement, canvas }) => {
    await user().upload(fileInput(canvasElement), new File(['GIF89a'], 'promo.gif', { type: 'image/gif' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/MP4, WebM or MOV|MP4 أو WebM أو MOV/));
  },
};

export const TooLarge: Story = {
  args: { maxBytes: 2 * 1024 * 1024 },
  play: async ({ canvasElement, canvas, args }) => {
    await user().upload(fileInput(canvasElement), clip());
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/larger than 2 MB|أكبر من 2/));
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const ServerRejected: Story = {
  render: (args) => <ServerRejecting {...args} />,
  play: async ({ canvasElement, canvas }) => {
    await user().upload(fileInput(canvasElement), clip());
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/MP4/));
    await expect(canvas.getByText('dates-harvest.mp4')).toBeVisible();
  },
};

export const RejectsAWrongFileType: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await user().upload(fileInput(canvasElement), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        /Please choose an MP4, WebM or MOV video\.|يرجى اختيار فيديو بصيغة MP4 أو WebM أو MOV\./,
      ),
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
    // A .mov without a MIME type (common from phones) passes on its extension.
    await user().upload(fileInput(canvasElement), clip('clip.MOV', 64, ''));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledOnce());
  },
};

export const KeepsTheFileWhenTheServerRejectsIt: Story = {
  render: (args) => <ServerRejecting {...args} />,
  play: async ({ canvasElement, canvas, args }) => {
    await user().upload(fileInput(canvasElement), clip());
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/MP4/));
    await expect(canvas.getByText('dates-harvest.mp4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /remove dates-harvest\.mp4|إزالة dates-harvest\.mp4/i })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول/i }));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(2));
  },
};

/** Refused before sending, each with its own message (decision 0085); nothing is sent or kept. */
function refusedStory(file: () => File, message: RegExp): Story {
  return {
    play: async ({ canvasElement, canvas, args }) => {
      await user().upload(fileInput(canvasElement), file());
      await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
      await expect(args.onUpload).not.toHaveBeenCalled();
      await expect(canvas.getByRole('button', { name: /choose a video|اختر فيديو/i })).toHaveAccessibleDescription(message);
    },
  };
}

export const RefusesAnEmptyFile = refusedStory(() => new File([], 'dates-harvest.mp4', { type: 'video/mp4' }), /is empty|الملف فارغ/);
export const RefusesAnotherFormatUnderAVideoName = refusedStory(
  () => new File(['MZ\x90\x00\x03'], 'dates-harvest.mp4', { type: 'video/mp4' }),
  /not really an MP4, WebM or MOV video|ليس فيديو MP4 أو WebM أو MOV حقيقيًا/,
);
export const RefusesAPageUnderAVideoName = refusedStory(
  () => new File([SCRIPTED_SVG], 'dates-harvest.mp4', { type: 'video/mp4' }),
  /can carry code|شيفرة برمجية/,
);
export const RefusesAHiddenOverrideInTheName = refusedStory(
  () => clip('harvest\u202e4pm.exe.mp4', 1024),
  /hidden direction or control characters|رموز اتجاه أو تحكّم مخفية/,
);
