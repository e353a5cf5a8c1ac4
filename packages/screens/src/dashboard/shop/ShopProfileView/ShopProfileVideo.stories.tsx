import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ftypHeader } from '@dukkan/core';
import type { UploadResult } from '@dukkan/ui';
import { ShopProfileVideo, type ShopProfileVideoProps, type VideoSideName } from './ShopProfileVideo.tsx';
import { SERVER_FAILURE, storyProfile } from './shopProfile.storyKit.ts';

function VideoStory(props: ShopProfileVideoProps) {
  const intl = useIntl();
  const say = (reason: string | null) => (reason === SERVER_FAILURE ? intl.formatMessage({ id: 'dashboard.shop.error.server' }) : reason);
  return (
    <ShopProfileVideo
      {...props}
      onSaveLinks={async (sides) => say(await props.onSaveLinks(sides))}
      onDelete={async () => say(await props.onDelete())}
    />
  );
}

const meta = {
  title: 'Dashboard/Shop/ShopProfileVideo',
  component: ShopProfileVideo,
  render: (args) => <VideoStory {...args} />,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 760 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    video: storyProfile.video,
    canEdit: true,
    onSaveLinks: fn(async (): Promise<string | null> => null),
    onUpload: fn<(file: File, side: VideoSideName) => Promise<UploadResult>>(async () => ({ url: '/mock-uploads/shop-1001/tour.mp4' })),
    onDelete: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof ShopProfileVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (side: 'desktop' | 'phone') =>
  screen.getByRole('group', { name: side === 'desktop' ? /^(On computers|على أجهزة الكمبيوتر)$/ : /^(On phones|على الهواتف)$/ });
const link = /^(Video link|رابط الفيديو)/;
const saveVideo = /^(Save video|حفظ الفيديو)$/;

async function choose(side: 'desktop' | 'phone', option: RegExp) {
  await userEvent.click(within(group(side)).getByRole('button', { name: /(Video|الفيديو)$/ }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

export const Default: Story = {};
export const NoVideo: Story = {
  args: { video: null },
  play: async () => {
    // "No video" is a choice, not an empty placeholder (issue #10).
    await expect(within(group('desktop')).getByRole('button', { name: /(Video|الفيديو)$/ })).toHaveTextContent(/No video|بلا فيديو/);
  },
};
export const UploadedFileOnPhones: Story = {
  args: {
    video: {
      desktopProvider: 'vimeo',
      desktopUrl: 'https://vimeo.com/76979871',
      phoneProvider: 'upload',
      phoneUrl: '/mock-uploads/shop-1001/upload-3-shop-tour.mp4',
    },
  },
};
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: saveVideo })).toBeNull();
    for (const field of canvas.getAllByRole('textbox')) await expect(field).toBeDisabled();
  },
};
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const SavesTheLinks: Story = {
  play: async ({ args }) => {
    const field = within(group('desktop')).getByRole('textbox', { name: link });
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('https://youtu.be/alwaha-tour');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSaveLinks).toHaveBeenCalledWith({
        desktop: { provider: 'youtube', url: 'https://youtu.be/alwaha-tour' },
        phone: { provider: 'youtube', url: storyProfile.video?.phoneUrl },
      }),
    );
    await expect(await screen.findByText(/Video saved\.|حُفظ الفيديو\./)).toBeVisible();
  },
};

/** A link on another site than the provider chosen is caught before anything is sent. */
export const RejectsALinkOfAnotherSite: Story = {
  play: async ({ args }) => {
    const field = within(group('phone')).getByRole('textbox', { name: link });
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('https://example.com/tour.mp4');
    await userEvent.click(screen.getByRole('button', { name: saveVideo }));
    await expect(await screen.findByText(/Enter a YouTube link|أدخل رابطًا من يوتيوب/)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/Enter a YouTube link|أدخل رابطًا من يوتيوب/);
    await expect(args.onSaveLinks).not.toHaveBeenCalled();
  },
};

/** "No video" on one side clears that side alone. */
export const ClearsOneSide: Story = {
  play: async ({ args }) => {
    await choose('phone', /^(No video|بلا فيديو)$/);
    await userEvent.click(screen.getByRole('button', { name: saveVideo }));
    await waitFor(() =>
      expect(args.onSaveLinks).toHaveBeenCalledWith({
        desktop: { provider: 'youtube', url: storyProfile.video?.desktopUrl },
        phone: { provider: 'none' },
      }),
    );
  },
};

export const RemovesTheVideoAfterConfirming: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: /^(Remove video|حذف الفيديو)$/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Remove video|حذف الفيديو)$/ }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
    await expect(await screen.findByText(/Video removed\.|حُذف الفيديو\./)).toBeVisible();
  },
};

export const SaveFailed: Story = {
  args: { onSaveLinks: fn(async (): Promise<string | null> => SERVER_FAILURE) },
  play: async () => {
    const field = within(group('desktop')).getByRole('textbox', { name: link });
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('https://www.youtube.com/watch?v=alwaha');
    await userEvent.click(screen.getByRole('button', { name: saveVideo }));
    await expect(await screen.findByText(/The video was not saved\.|لم يُحفظ الفيديو\./)).toBeVisible();
    await expect(field).toHaveValue('https://www.youtube.com/watch?v=alwaha');
  },
};

/** Choosing "Uploaded file" offers the uploader; the file goes up at once for that side only. */
export const UploadsAFileForPhones: Story = {
  play: async ({ canvasElement, args }) => {
    await choose('phone', /^(Uploaded file|ملف مرفوع)$/);
    const input = await waitFor(() => {
      const found = canvasElement.querySelector('input[type="file"]');
      if (!found) throw new Error('no uploader yet');
      return found as HTMLInputElement;
    });
    await userEvent.upload(input, new File([ftypHeader()], 'shop-tour.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(expect.any(File), 'phone'));
    await expect(await screen.findByText(/Video uploaded\.|رُفع الفيديو\./)).toBeVisible();
  },
};
