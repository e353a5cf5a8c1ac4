import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import {
  emptyPostError,
  hostilePost,
  HOSTILE_TEXT,
  longArabicPost,
  networkError,
  serverError,
  storyDraft,
  storyPost,
} from '../blogStoryData.ts';
import type { BlogEditorTab } from '../types.ts';
import { BlogEditorView, type BlogEditorViewProps } from './BlogEditorView.tsx';

/** The tab is controlled (the app keeps it in the URL): the story keeps it in state. */
function ControlledEditor(props: BlogEditorViewProps) {
  const [tab, setTab] = useState<BlogEditorTab>(props.tab);
  return (
    <BlogEditorView
      {...props}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
    />
  );
}

const body = () => within(document.body);
const ok = async (): Promise<ApiError | null> => null;
const column = (lang: 'en' | 'ar') =>
  body().getByRole('region', { name: lang === 'en' ? /English content|المحتوى الإنجليزي/ : /Arabic content|المحتوى العربي/ });

const meta = {
  title: 'Dashboard/Marketing/Blogs/BlogEditorView',
  component: BlogEditorView,
  parameters: { layout: 'padded' },
  render: (args) => <ControlledEditor {...args} />,
  args: {
    breadcrumbs: [{ id: 'blogs', label: <FormattedMessage id="dashboard.nav.blogs" /> }],
    post: storyPost,
    status: 'ready',
    onRetry: fn(),
    tab: 'content',
    onTabChange: fn(),
    canEdit: true,
    now: '2026-11-26T08:00:00.000Z',
    onSaveMeta: fn(ok),
    onRemoveCover: fn(ok),
    onSaveContent: fn(ok),
    onUploadImage: fn(async () => ({ url: '/mock-assets/products/dates.svg' })),
    onPublish: fn(ok),
    onDelete: fn(ok),
  },
} satisfies Meta<typeof BlogEditorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(column('en')).toHaveAttribute('dir', 'ltr');
    await expect(column('ar')).toHaveAttribute('dir', 'rtl');
    await expect(within(column('ar')).getByDisplayValue('تمرتان وموسمان')).toBeVisible();
  },
};

export const Details: Story = {
  args: { tab: 'details' },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('Khalid Al Mansoori')).toBeVisible();
    await expect(canvas.getByDisplayValue('خالد المنصوري')).toBeVisible();
  },
};

export const NewPost: Story = {
  args: { post: null, tab: 'details' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: /Content|المحتوى/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Create post|إنشاء المقال/ }));
    await expect(await canvas.findByText(/Enter the English title|أدخل العنوان بالإنجليزية/)).toBeVisible();
    await expect(args.onSaveMeta).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: 'loading', post: null } };

export const Empty: Story = {
  args: { post: storyDraft },
  play: async () => {
    await expect(within(column('en')).getByText(/No blocks yet|لا كتل بعد/)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', post: null, error: networkError },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Try again|Retry|إعادة|حاول/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongArabicContent: Story = { args: { post: longArabicPost } };

export const NarrowPhone: Story = {
  // One block per language keeps the picture short; the columns stack.
  args: { post: { ...storyPost, blocks: storyPost.blocks.slice(0, 1), blocks_ar: storyPost.blocks_ar.slice(0, 1) } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Save content|حفظ المحتوى/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(Publish|Unpublish|نشر|إلغاء النشر)$/ })).toBeNull();
    await expect(within(column('en')).getByDisplayValue('Two dates, two seasons')).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: { onSaveContent: fn(async (): Promise<ApiError | null> => serverError) },
  play: async ({ args }) => {
    const en = within(column('en'));
    await userEvent.clear(en.getByDisplayValue('Two dates, two seasons'));
    await userEvent.type(en.getByRole('textbox', { name: /Heading text|نص العنوان الفرعي/ }), 'Edited heading');
    await userEvent.click(body().getByRole('button', { name: /Save content|حفظ المحتوى/ }));
    await expect(await body().findByRole('alert')).toHaveTextContent(/not saved|لم يُحفظ/);
    await expect(en.getByDisplayValue('Edited heading')).toBeVisible();
    await expect(args.onSaveContent).toHaveBeenCalledTimes(1);
  },
};

export const WritesBlocksInBothLanguagesAndSavesThemInOneCall: Story = {
  // The save takes a moment, as over the network: the second click of a double click lands while it runs.
  args: { post: storyDraft, onSaveContent: fn(() => new Promise<ApiError | null>((resolve) => setTimeout(() => resolve(null), 300))) },
  play: async ({ args }) => {
    for (const lang of ['en', 'ar'] as const) {
      const col = within(column(lang));
      await userEvent.click(col.getByRole('button', { name: /Add block|إضافة كتلة/ }));
      await userEvent.type(col.getByRole('textbox', { name: /Paragraph text|نص الفقرة/ }), lang === 'en' ? 'Hello' : 'مرحبا');
    }
    const save = body().getByRole('button', { name: /Save content|حفظ المحتوى/ });
    await userEvent.dblClick(save);
    await waitFor(() =>
      expect(args.onSaveContent).toHaveBeenCalledWith({
        blocks: [{ type: 'paragraph', text: 'Hello' }],
        blocks_ar: [{ type: 'paragraph', text: 'مرحبا' }],
      }),
    );
    await expect(args.onSaveContent).toHaveBeenCalledTimes(1);
    await expect(await body().findByText(/Content saved|حُفظ المحتوى/)).toBeVisible();
  },
};

export const RefusesAJavascriptLinkWithATranslatedError: Story = {
  args: {
    post: { ...storyDraft, blocks: [{ type: 'link', text: 'Click me', url: '' }] },
  },
  play: async ({ args }) => {
    const en = within(column('en'));
    await userEvent.type(en.getByRole('textbox', { name: /Link address|عنوان الرابط/ }), 'javascript:alert(1)');
    await userEvent.click(body().getByRole('button', { name: /Save content|حفظ المحتوى/ }));
    const field = en.getByRole('textbox', { name: /Link address|عنوان الرابط/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/https:\/\/|mailto/);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(args.onSaveContent).not.toHaveBeenCalled();
  },
};

export const MovesABlockDownByKeyboardAndKeepsFocusOnIt: Story = {
  play: async ({ args }) => {
    const en = within(column('en'));
    const down = en.getByRole('button', { name: /Move Heading block 1 of 3 down|نقل كتلة عنوان فرعي رقم 1 من 3 إلى الأسفل/ });
    down.focus();
    await userEvent.keyboard('{Enter}');
    const moved = en.getByRole('button', { name: /Move Heading block 2 of 3 down|نقل كتلة عنوان فرعي رقم 2 من 3 إلى الأسفل/ });
    await waitFor(() => expect(moved).toHaveFocus());
    await expect(body().getByText(/moved to place 2 of 3|إلى الموضع 2 من 3/)).toBeInTheDocument();
    await userEvent.click(body().getByRole('button', { name: /Save content|حفظ المحتوى/ }));
    await waitFor(() => expect(args.onSaveContent).toHaveBeenCalled());
    const saved = (args.onSaveContent as ReturnType<typeof fn>).mock.calls[0]?.[0] as { blocks: { type: string }[] };
    await expect(saved.blocks.map((b) => b.type)).toEqual(['paragraph', 'heading', 'link']);
  },
};

export const DeletesABlockAndMovesFocusToTheNextOne: Story = {
  play: async () => {
    const ar = within(column('ar'));
    await userEvent.click(ar.getByRole('button', { name: /Delete Heading block 1 of 3|حذف كتلة عنوان فرعي رقم 1 من 3/ }));
    await expect(ar.queryByDisplayValue('تمرتان وموسمان')).toBeNull();
    await waitFor(() => expect(ar.getByDisplayValue(/الخلاص طري/)).toHaveFocus());
  },
};

export const PublishRefusedWhileThePostIsEmpty: Story = {
  args: { post: storyDraft, onPublish: fn(async (): Promise<ApiError | null> => emptyPostError) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(Publish|نشر)$/ }));
    await expect(args.onPublish).toHaveBeenCalledWith(true);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Add content|أضف محتوى/);
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(Delete|حذف)$/ }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Delete post|حذف المقال/ }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
  },
};

export const HostileTextShowsAsTextAndRunsNothing: Story = {
  args: { post: hostilePost },
  play: async ({ canvasElement }) => {
    const en = within(column('en'));
    await expect(en.getByDisplayValue(HOSTILE_TEXT)).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, svg[onload], img[onerror]')).toBeNull();
    await expect((window as unknown as Record<string, unknown>).__dukkanXss).toBeUndefined();
  },
};
