import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import type { UploadHandler } from '@dukkan/ui';
import { ShopProfileImages, type ShopProfileImagesProps } from './ShopProfileImages.tsx';
import { pngFile, SERVER_FAILURE, storyImages } from './shopProfile.storyKit.ts';

/** SERVER_FAILURE from a callback is shown translated, as the app does. */
function ImagesStory(props: ShopProfileImagesProps) {
  const intl = useIntl();
  const say = (reason: string | null) => (reason === SERVER_FAILURE ? intl.formatMessage({ id: 'dashboard.shop.error.server' }) : reason);
  return (
    <ShopProfileImages
      {...props}
      onDelete={async (id) => say(await props.onDelete(id))}
      onSetPrimary={async (id) => say(await props.onSetPrimary(id))}
      onUpload={async (file, options) => {
        const result = await props.onUpload(file, options);
        return 'error' in result ? { error: say(result.error) ?? '' } : result;
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/Shop/ShopProfileImages',
  component: ShopProfileImages,
  render: (args) => <ImagesStory {...args} />,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    images: storyImages,
    canEdit: true,
    onUpload: fn<UploadHandler>(async () => ({ url: '/mock-assets/products/cat-dairy.svg' })),
    onDelete: fn(async (): Promise<string | null> => null),
    onSetPrimary: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof ShopProfileImages>;

export default meta;
type Story = StoryObj<typeof meta>;

const deleteSecond = /^(Delete picture 2 of 3|حذف الصورة 2 من 3)$/;

export const Default: Story = {};
export const Empty: Story = { args: { images: [] } };
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByText(/Primary|رئيسية/)).toBeVisible();
  },
};
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const DeletesAPictureAfterConfirming: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: deleteSecond }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(/Customers will no longer see it|لن يراها العملاء/);
    await userEvent.click(await screen.findByRole('button', { name: /^(Delete picture|حذف الصورة)$/ }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith('img-shop-2'));
    await expect(await canvas.findByText(/Picture deleted\.|حُذفت الصورة\./)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const CancellingKeepsThePicture: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: deleteSecond }));
    await userEvent.click(await screen.findByRole('button', { name: /^(Cancel|إلغاء)$/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: deleteSecond })).toHaveFocus());
  },
};

/** Deleting the primary picture says that the next one takes its place. */
export const WarnsBeforeDeletingThePrimaryPicture: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(Delete picture 1 of 3|حذف الصورة 1 من 3)$/ }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(/This is the primary picture|هذه هي الصورة الرئيسية/);
  },
};

export const MakesAPicturePrimary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(Make primary: picture 3 of 3|اجعلها رئيسية: الصورة 3 من 3)$/ }));
    await waitFor(() => expect(args.onSetPrimary).toHaveBeenCalledWith('img-shop-3'));
    await expect(await canvas.findByText(/Primary picture changed\.|تغيّرت الصورة الرئيسية\./)).toBeVisible();
  },
};

export const DeleteFailed: Story = {
  args: { onDelete: fn(async (): Promise<string | null> => SERVER_FAILURE) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: deleteSecond }));
    await userEvent.click(await screen.findByRole('button', { name: /^(Delete picture|حذف الصورة)$/ }));
    await expect(
      await canvas.findByText(/The picture was not deleted\. The server could not do this|لم تُحذف الصورة\. تعذّر على الخادم/),
    ).toBeVisible();
  },
};

export const UploadsAPicture: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, await pngFile());
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledOnce());
    await expect(await canvas.findByText(/Picture added\.|أُضيفت الصورة\./)).toBeVisible();
    // A fresh uploader waits for the next picture.
    await expect(canvas.getByRole('button', { name: /Choose|اختر/ })).toBeVisible();
  },
};

export const UploadFailed: Story = {
  args: { onUpload: fn<UploadHandler>(async () => ({ error: SERVER_FAILURE })) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, await pngFile());
    await expect(await canvas.findByText(/server could not do this|تعذّر على الخادم/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(Try again|أعد المحاولة|حاول مرة أخرى)$/ })).toBeVisible();
  },
};
