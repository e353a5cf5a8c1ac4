import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor, scenarios } from '@dukkan/mocks';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * The shop profile as the dashboard runs it (issue #10): the real route, guard, hooks and calls
 * against the MSW mock API, signed in as the demo owner.
 */
const meta = {
  title: 'Apps/Dashboard/Shop',
  component: ConnectedDashboardRoute,
  args: { path: '/shop', as: 'seller' },
  // The page is long: each story is pictured as the screen shows it.
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabicHeadline = /^(Headline \(Arabic\)|العنوان الرئيسي \(بالعربية\))/;
const facebook = /^(Facebook|فيسبوك)/;
const save = /^(save|حفظ)$/i;

/** Every vendor-shop call answered by default, except the ones named, which fail with a 500. */
function failing(...paths: string[]) {
  const shop = scenarios.vendorShop;
  const broken = (shop?.serverError ?? []).filter((h) => paths.some((p) => String(h.info.path).includes(p)));
  return handlersFor({ vendorShop: [...broken, ...(shop?.default ?? [])] });
}

async function headlineField() {
  const field = await screen.findByRole('textbox', { name: arabicHeadline }, { timeout: 8000 });
  await waitFor(() => expect(field).not.toHaveValue(''));
  return field;
}

export const Profile: Story = {
  play: async () => {
    await expect(await headlineField()).toHaveValue('بقالة طازجة ووجبات بيتية توصل إلى باب بيتك في دبي خلال ٤٥ دقيقة');
    const address = screen.getByRole('group', { name: /^(Address|العنوان)$/ });
    await waitFor(
      () =>
        expect(address).toHaveTextContent(
          /Area: Al Barsha, Dubai\. Your shop delivers here\.|المنطقة: البرشاء، دبي\. متجرك يوصل إلى هنا\./,
        ),
      { timeout: 8000 },
    );
  },
};

/** The owner changes the Arabic headline and saves: one call, and the form is saved. */
export const SavesTheArabicHeadline: Story = {
  play: async () => {
    const field = await headlineField();
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('خضار الصباح على بابك في دبي');
    await userEvent.click(screen.getByRole('button', { name: save }));
    await expect(await screen.findByText(/All changes saved|حُفظت جميع التغييرات/, {}, { timeout: 8000 })).toBeVisible();
  },
};

/** The links are refused by the server, the names are stored; the links keep their edits. */
export const SocialLinksRefused: Story = {
  parameters: { msw: { handlers: failing('social-media') } },
  play: async () => {
    const field = await headlineField();
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('طازج كل صباح');
    const link = screen.getByRole('textbox', { name: facebook });
    await userEvent.clear(link);
    await userEvent.click(link);
    await userEvent.paste('https://facebook.com/alwaha.fresh');
    await userEvent.click(screen.getByRole('button', { name: save }));
    const summary = await screen.findByRole('alert', { name: /^(Not saved\.|لم يتم الحفظ\.)$/ }, { timeout: 8000 });
    await expect(summary).toHaveTextContent(/Social media links|روابط التواصل الاجتماعي/);
    await expect(summary).toHaveTextContent(/Saved: Names and description|حُفظ: الأسماء والوصف/);
    await expect(link).toHaveValue('https://facebook.com/alwaha.fresh');
  },
};

/** An upload the server refuses says so beside the uploader; the typed headline stays unsaved and intact. */
export const ImageUploadFails: Story = {
  parameters: { msw: { handlers: failing('/shop/image') } },
  play: async ({ canvasElement }) => {
    const field = await headlineField();
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('عنوان لم يُحفظ بعد');
    const input = canvasElement.ownerDocument.querySelector('input[type="file"][accept*="image"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' }));
    const pictures = screen.getByRole('group', { name: /^(Pictures|الصور)$/ });
    await expect(await within(pictures).findByText(/server could not do this|تعذّر على الخادم/, {}, { timeout: 8000 })).toBeVisible();
    await expect(field).toHaveValue('عنوان لم يُحفظ بعد');
    await expect(screen.getByText(/Unsaved changes|تغييرات غير محفوظة/)).toBeVisible();
  },
};
