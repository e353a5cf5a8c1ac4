import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SliderEditor } from './SliderEditor.tsx';
import { emptySlider, longSlider, storyCategories, storyProducts, storySlider } from './sliderStoryData.ts';
import type { SliderSaveOutcome } from './SliderEditor.tsx';

const meta = {
  title: 'Dashboard/Marketing/SliderEditor',
  component: SliderEditor,
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    slider: storySlider,
    categories: storyCategories,
    products: storyProducts,
    canEdit: true,
    onRetry: fn(),
    onSave: fn(async (): Promise<SliderSaveOutcome> => ({ error: null })),
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof SliderEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const SAVE = /^(save|حفظ)$/i;
const announcer = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-live="assertive"]')!;
const handles = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('button', { name: /^(move slide|نقل الشريحة)/i });
const preview = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: /^(slider preview|معاينة الشرائح)$/i });

/** Three slides in order, the button to the Fruits category, and the preview of the first slide on a phone. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(handles(canvasElement)).toHaveLength(3);
    const shown = within(preview(canvasElement));
    await expect(shown.getAllByText(/^(fresh dates from al ain|تمور طازجة من العين)$/i)[0]).toBeInTheDocument();
    await expect(shown.getByText(/^(shop fruits|تسوّق الفواكه)$/i)).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', slider: undefined } };

export const LoadError: Story = {
  args: { status: 'error', slider: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No slides yet: the owner is told the storefront shows nothing until a slide is added. */
export const Empty: Story = {
  args: { slider: emptySlider },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(no slides yet|لا توجد شرائح بعد)$/i)).toBeVisible();
    await expect(canvas.getByText(/^(add a slide to see the preview\.|أضف شريحة لترى المعاينة\.)$/i)).toBeVisible();
  },
};

/** A long bilingual title, description and button wrap in the form and in the preview. */
export const LongContent: Story = { args: { slider: longSlider, previewDevice: 'desktop' } };

/** The preview in Arabic, right to left: the text starts on the right and the first slide is on the right. */
export const ArabicPreview: Story = {
  args: { previewLanguage: 'ar' },
  play: async ({ canvasElement }) => {
    const region = preview(canvasElement);
    await expect(region).toHaveAttribute('dir', 'rtl');
    await expect(within(region).getByText('تسوّق الفواكه')).toBeVisible();
  },
};

/** The preview at a desktop's width, zoomed to fit the panel. */
export const DesktopPreview: Story = {
  args: { previewDevice: 'desktop', previewLanguage: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-device="desktop"]')).not.toBeNull();
  },
};

/** The owner may only look (no `marketing:update`): every field is disabled and there is nothing to move. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: SAVE })).toBeNull();
    await expect(within(canvasElement).queryAllByRole('button', { name: /^(move slide|نقل الشريحة)/i })).toHaveLength(0);
  },
};

/** The server refuses the save: the page says why in our words, and the edits stay. */
export const SaveFails: Story = {
  args: { onSave: fn(async (): Promise<SliderSaveOutcome> => ({ error: 'server' })) },
  play: async ({ canvas, args }) => {
    const title = canvas.getAllByRole('textbox', { name: /^(title \(english\)|العنوان \(بالإنجليزية\))/i })[0]!;
    await userEvent.clear(title);
    await userEvent.type(title, 'Mango season');
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(await canvas.findAllByText(/problem on our side|مشكلة لدينا/i)).not.toHaveLength(0);
    await expect(title).toHaveValue('Mango season');
  },
};

/** §5: a new slide without a picture is "image required", and nothing is sent. */
export const ImageRequired: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(add slide|إضافة شريحة)$/i }));
    await expect(handles(canvasElement)).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await expect(
      await canvas.findAllByText(/^(image required: choose a picture for this slide\.|الصورة مطلوبة: اختر صورة لهذه الشريحة\.)$/i),
    ).not.toHaveLength(0);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The keyboard moves the first slide to second place, with every step announced; Save sends the new order. */
export const ReordersByKeyboard: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const first = handles(canvasElement)[0]!;
    first.focus();
    await userEvent.keyboard(' ');
    await expect(announcer(canvasElement)).toHaveTextContent(/picked up|التُقطت/i);
    await userEvent.keyboard('{ArrowDown}');
    await expect(announcer(canvasElement)).toHaveTextContent(/place 2 of 3|الموضع 2 من 3/i);
    await waitFor(() => expect(handles(canvasElement)[1]).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(announcer(canvasElement)).toHaveTextContent(/dropped|أُفلتت/i);
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    const draft = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0] as { slides: { id?: string }[] };
    await expect(draft.slides.map((s) => s.id)).toEqual(['story-slide-2', 'story-slide-1', 'story-slide-3']);
  },
};

/** Escape puts a picked-up slide back where it was. */
export const CancelsAMoveWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const first = handles(canvasElement)[0]!;
    first.focus();
    await userEvent.keyboard(' {ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await expect(announcer(canvasElement)).toHaveTextContent(/move cancelled|أُلغي النقل/i);
    await expect(handles(canvasElement)[0]).toHaveAccessibleName(/fresh dates from al ain|تمور طازجة من العين/i);
  },
};
