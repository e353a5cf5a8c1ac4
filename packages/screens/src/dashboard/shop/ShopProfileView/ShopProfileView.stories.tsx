import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UploadHandler } from '@dukkan/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShopProfileView, type ShopProfileViewProps } from './ShopProfileView.tsx';
import { longArabicProfile, pngFile, SERVER_FAILURE, storyArea, storyProfile } from './shopProfile.storyKit.ts';
import type { ShopProfileSaveOutcome } from './shopProfileValues.ts';

/** The story callbacks answer SERVER_FAILURE for an outage; the screen shows it in the story's language, as the app does. */
function ShopProfileStory(props: ShopProfileViewProps) {
  const intl = useIntl();
  const say = (reason: string) => (reason === SERVER_FAILURE ? intl.formatMessage({ id: 'dashboard.shop.error.server' }) : reason);
  return (
    <ShopProfileView
      {...props}
      onSave={async (changes) => {
        const outcome = await props.onSave(changes);
        return { ...outcome, failed: outcome.failed.map((f) => ({ ...f, message: say(f.message) })) };
      }}
      onUploadImage={async (file, options) => {
        const result = await props.onUploadImage(file, options);
        return 'error' in result ? { error: say(result.error) } : result;
      }}
    />
  );
}

const saved = (parts: ShopProfileSaveOutcome['saved']): ShopProfileSaveOutcome => ({ saved: parts, failed: [] });

const meta = {
  title: 'Dashboard/Shop/ShopProfileView',
  component: ShopProfileView,
  render: (args) => <ShopProfileStory {...args} />,
  parameters: { layout: 'padded' },
  args: {
    profile: storyProfile,
    status: 'ready',
    canEdit: true,
    breadcrumbs: [
      { id: 'home', href: '#overview', label: <FormattedMessage id="dashboard.nav.overview" /> },
      { id: 'shop', label: <FormattedMessage id="dashboard.nav.shopProfile" /> },
    ],
    area: { status: 'found', area: storyArea, shopDelivers: true },
    onRetry: fn(),
    onSave: fn(async (changes) => saved(Object.keys(changes) as ShopProfileSaveOutcome['saved'])),
    onDirtyChange: fn(),
    onUploadImage: fn<UploadHandler>(async () => ({ url: '/mock-assets/products/shop.svg' })),
    onDeleteImage: fn(async () => null),
    onSetPrimaryImage: fn(async () => null),
    onSaveVideoLinks: fn(async () => null),
    onUploadVideo: fn(async () => ({ url: '/mock-uploads/tour.mp4' })),
    onDeleteVideo: fn(async () => null),
    onLocationChange: fn(),
    onAreaRetry: fn(),
  },
} satisfies Meta<typeof ShopProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Behaviour stories are pictured as the screen shows them, not as a 3,000-pixel page. */
const onScreen = { visual: { frame: 'viewport' } } as const;

const save = /^(save|حفظ)$/i;
const arabicHeadline = /^(Headline \(Arabic\)|العنوان الرئيسي \(بالعربية\))/;
const facebook = /^(Facebook|فيسبوك)/;
const whatsapp = /^(WhatsApp|واتساب)/;
const unsaved = /Unsaved changes|تغييرات غير محفوظة/;
const allSaved = /All changes saved|حُفظت جميع التغييرات/;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/Shop profile|ملف المتجر/);
    await expect(canvas.getByRole('textbox', { name: arabicHeadline })).toHaveValue(storyProfile.shop.headline_ar);
    await expect(canvas.getByRole('textbox', { name: arabicHeadline })).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getAllByRole('img', { name: /Shop picture|صورة المتجر/ })).toHaveLength(3);
    await waitFor(() => expect(args.onLocationChange).toHaveBeenCalledWith(storyProfile.shop.latlng));
  },
};
export const Loading: Story = { args: { profile: undefined, status: 'loading' } };
export const LoadError: Story = {
  args: { profile: undefined, status: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Staff without `shop:update`: every field disabled, no save bar, no picture or video actions. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  parameters: onScreen,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/view the shop profile but not change it|عرض ملف المتجر دون تغييره/)).toBeVisible();
    for (const field of canvas.getAllByRole('textbox')) await expect(field).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: save })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(Delete picture|حذف الصورة)/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Save video|حفظ الفيديو/ })).toBeNull();
  },
};

export const LongArabicContent: Story = { args: { profile: longArabicProfile }, parameters: onScreen };

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, parameters: onScreen };

/** An English text without its Arabic one: the hint says Arabic readers will see the English. */
export const ShowsTheMissingArabicHint: Story = {
  parameters: onScreen,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: arabicHeadline });
    await userEvent.clear(field);
    await userEvent.tab();
    await expect(await canvas.findByText(/The Arabic version is missing|النسخة العربية غير موجودة/)).toBeVisible();
    await expect(canvas.getByText(unsaved)).toBeVisible();
  },
};

/** Only the part that changed is sent; the save bar then says every change is saved. */
export const SavesOnlyTheChangedPart: Story = {
  parameters: onScreen,
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: arabicHeadline });
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('خضار الصباح على بابك');
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    const changes = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(Object.keys(changes)).toEqual(['texts']);
    await expect(changes.texts).toMatchObject({ headline_ar: 'خضار الصباح على بابك', name: storyProfile.shop.name });
    await expect(await canvas.findByText(allSaved)).toBeVisible();
  },
};

/**
 * The social links are refused, the names are stored: the summary names the refused part and
 * keeps its edits; the next save sends only that part again.
 */
export const SaveFailed: Story = {
  parameters: onScreen,
  args: {
    onSave: fn(async (changes) =>
      changes.social
        ? { saved: changes.texts ? (['texts'] as const).slice() : [], failed: [{ part: 'social' as const, message: SERVER_FAILURE }] }
        : saved(['texts']),
    ),
  },
  play: async ({ canvas, args }) => {
    const headline = canvas.getByRole('textbox', { name: arabicHeadline });
    await userEvent.clear(headline);
    await userEvent.click(headline);
    await userEvent.paste('طازج كل صباح');
    const link = canvas.getByRole('textbox', { name: facebook });
    await userEvent.clear(link);
    await userEvent.click(link);
    await userEvent.paste('https://facebook.com/alwaha.fresh');
    await userEvent.click(canvas.getByRole('button', { name: save }));
    const summary = await canvas.findByRole('alert', { name: /^(Not saved\.|لم يتم الحفظ\.)$/ });
    await expect(summary).toHaveTextContent(/Not saved: Social media links|لم يُحفظ: روابط التواصل الاجتماعي/);
    await expect(summary).toHaveTextContent(/Saved: Names and description|حُفظ: الأسماء والوصف/);
    await expect(summary).toHaveTextContent(/server could not do this|تعذّر على الخادم/);
    await expect(link).toHaveValue('https://facebook.com/alwaha.fresh');
    await expect(headline).toHaveValue('طازج كل صباح');
    await expect(canvas.getByText(/Changes not saved|لم تُحفظ التغييرات/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
    const again = (args.onSave as ReturnType<typeof fn>).mock.calls[1]?.[0];
    await expect(Object.keys(again)).toEqual(['social']);
  },
};

export const ShowsFormIncompleteOnBlockedSubmit: Story = {
  parameters: onScreen,
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('textbox', { name: facebook });
    await userEvent.clear(link);
    await userEvent.click(link);
    await userEvent.paste('javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: save }));
    const summary = await canvas.findByRole('alert', { name: /^(Form incomplete\.|النموذج غير مكتمل\.)$/ });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('heading', { name: /^(Form incomplete\.|النموذج غير مكتمل\.)$/ })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: /Please enter a valid URL\.|يُرجى إدخال رابط صحيح\./ })).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** WhatsApp takes a number too, typed with Arabic-Indic digits if the keyboard gives them; they are sent as Latin digits. */
export const AcceptsAWhatsappNumber: Story = {
  parameters: onScreen,
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: whatsapp });
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('٠٥٠ ١١١ ٢٢٣٣');
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    const changes = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(changes.social.whatsapp).toBe('050 111 2233');
    await expect(changes.social.instagram).toBe(storyProfile.socialMedia.instagram);
  },
};

/** Pictures act on their own: a refused upload says why, and the form's unsaved edits are all still there. */
export const ImageUploadFailureKeepsTheOtherEdits: Story = {
  parameters: onScreen,
  args: { onUploadImage: fn<UploadHandler>(async () => ({ error: SERVER_FAILURE })) },
  play: async ({ canvas, canvasElement, args }) => {
    const headline = canvas.getByRole('textbox', { name: arabicHeadline });
    await userEvent.clear(headline);
    await userEvent.click(headline);
    await userEvent.paste('عنوان لم يُحفظ بعد');
    const input = canvasElement.querySelector('input[type="file"][accept*="image"]') as HTMLInputElement;
    await userEvent.upload(input, await pngFile());
    await waitFor(() => expect(args.onUploadImage).toHaveBeenCalledOnce());
    await expect(await canvas.findByText(/server could not do this|تعذّر على الخادم/)).toBeVisible();
    await expect(headline).toHaveValue('عنوان لم يُحفظ بعد');
    await expect(canvas.getByText(unsaved)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
