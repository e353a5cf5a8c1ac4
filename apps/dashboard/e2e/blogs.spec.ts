import type { Page } from '@playwright/test';
import { HOSTILE_BLOG_ID, HOSTILE_FLAG, hostileBlog } from '../../../mocks/src/handlers/customer/blogs.hostile.ts';
import { apps, expect, msg, t, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from './session.ts';

/**
 * The blog editor (issue #14 item 3, decision 0058), against the production builds and the mock
 * API, in English and in Arabic: the owner writes a post in both languages, publishes it, and the
 * storefront shows it in each language; a hostile post runs no script in the editor or on the
 * storefront. The mock server is put back to its seed around each journey.
 */
type Locale = 'en' | 'ar';
type Lang = 'en' | 'ar';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

const column = (page: Page, locale: Locale, lang: Lang) =>
  page.getByRole('region', {
    name: msg(locale, lang === 'en' ? 'dashboard.blogs.content.column.en' : 'dashboard.blogs.content.column.ar'),
  });

const language = (locale: Locale, lang: Lang) =>
  msg(locale, lang === 'en' ? 'dashboard.blogs.content.language.en' : 'dashboard.blogs.content.language.ar');

/** Adds a block of a type at the end of a column, with the column's type picker and Add button. */
async function addBlock(page: Page, locale: Locale, lang: Lang, typeId: string) {
  const col = column(page, locale, lang);
  const picker = msg(locale, 'dashboard.blogs.content.addType', { language: language(locale, lang) });
  await col.getByRole('button', { name: new RegExp(picker.replace(/[()]/g, '\\$&')) }).click();
  await page.getByRole('option', { name: msg(locale, typeId), exact: true }).click();
  await col.getByRole('button', { name: msg(locale, 'dashboard.blogs.content.add'), exact: true }).click();
}

const field = (page: Page, locale: Locale, lang: Lang, id: string, position: number) =>
  column(page, locale, lang).getByRole('textbox', { name: msg(locale, id, { language: language(locale, lang), position }), exact: true });

const post = {
  en: {
    title: 'Date season notes',
    person: 'Khalid',
    heading: 'Khalas or Sukkari?',
    paragraph: 'Two dates, two seasons.',
    link: 'Our farm',
  },
  ar: { title: 'ملاحظات موسم التمور', person: 'خالد', heading: 'خلاص أم سكري؟', paragraph: 'تمرتان وموسمان.', link: 'مزرعتنا' },
};

test.describe('blog editor', () => {
  test('the owner writes a post in both languages, publishes it, and the storefront shows it', async ({
    page,
    locale,
    expectAccessible,
  }) => {
    test.slow();
    await signIn(page, locale, owner);
    await page
      .getByRole('link', { name: msg(locale, 'dashboard.nav.blogs'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(`${apps.dashboard}/marketing/blogs`);
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'dashboard.blogs.list.title') })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: msg(locale, 'dashboard.blogs.list.new'), exact: true }).click();
    await expect(page).toHaveURL(`${apps.dashboard}/marketing/blogs/new`);
    const titleLabel = msg(locale, 'dashboard.blogs.meta.title');
    const personLabel = msg(locale, 'dashboard.blogs.meta.person');
    await page.getByRole('textbox', { name: msg(locale, 'ui.bilingualField.english', { label: titleLabel }) }).fill(post.en.title);
    await page.getByRole('textbox', { name: msg(locale, 'ui.bilingualField.arabic', { label: titleLabel }) }).fill(post.ar.title);
    await page.getByRole('textbox', { name: msg(locale, 'ui.bilingualField.english', { label: personLabel }) }).fill(post.en.person);
    await page.getByRole('textbox', { name: msg(locale, 'ui.bilingualField.arabic', { label: personLabel }) }).fill(post.ar.person);
    await page.getByRole('button', { name: msg(locale, 'dashboard.blogs.meta.create'), exact: true }).click();
    await expect(page).toHaveURL(/\/marketing\/blogs\/[\w-]+\?tab=content$/);

    await expect(column(page, locale, 'en')).toHaveAttribute('dir', 'ltr');
    await expect(column(page, locale, 'ar')).toHaveAttribute('dir', 'rtl');
    for (const lang of ['en', 'ar'] as const) {
      await addBlock(page, locale, lang, 'dashboard.blogs.content.type.heading');
      await field(page, locale, lang, 'dashboard.blogs.content.field.heading', 1).fill(post[lang].heading);
      await addBlock(page, locale, lang, 'dashboard.blogs.content.type.paragraph');
      await field(page, locale, lang, 'dashboard.blogs.content.field.paragraph', 2).fill(post[lang].paragraph);
      await addBlock(page, locale, lang, 'dashboard.blogs.content.type.link');
      await field(page, locale, lang, 'dashboard.blogs.content.field.linkText', 3).fill(post[lang].link);
      await field(page, locale, lang, 'dashboard.blogs.content.field.url', 3).fill('javascript:alert(1)');
    }
    const save = page.getByRole('button', { name: msg(locale, 'dashboard.blogs.content.save'), exact: true });
    // A javascript: link is refused before anything is sent, with the reason on the field.
    await save.click();
    const enUrl = field(page, locale, 'en', 'dashboard.blogs.content.field.url', 3);
    await expect(enUrl).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(msg(locale, 'dashboard.blogs.content.problem.linkScheme')).first()).toBeVisible();
    await expect(enUrl).toBeFocused();
    for (const lang of ['en', 'ar'] as const)
      await field(page, locale, lang, 'dashboard.blogs.content.field.url', 3).fill('https://example.com/farm');
    await save.click();
    await expect(page.getByText(msg(locale, 'dashboard.blogs.content.saved'), { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: msg(locale, 'dashboard.blogs.editor.publish'), exact: true }).click();
    await expect(page.getByText(msg(locale, 'dashboard.blogs.published'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: msg(locale, 'dashboard.blogs.editor.unpublish'), exact: true })).toBeVisible();

    // The storefront, in the same language, then in the other one.
    const mine = post[locale];
    await page.goto(`${apps.storefront}/blogs`);
    await page.getByRole('link', { name: mine.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mine.title);
    await expect(page.getByRole('heading', { level: 2, name: mine.heading })).toBeVisible();
    await expect(page.getByText(mine.paragraph, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: mine.link })).toHaveAttribute('href', 'https://example.com/farm');
    const other = post[locale === 'en' ? 'ar' : 'en'];
    await page.getByRole('button', { name: t(locale, /العربية/, /English/) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title);
    await expect(page.getByText(other.paragraph, { exact: true })).toBeVisible();
  });

  test('a hostile post runs no script in the editor or on the storefront', async ({ page, locale, expectAccessible }) => {
    test.slow();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The seeded shop's post, as the hostile fixture (mocks' blogs.hostile.ts), for the editor and the storefront.
    const hostile = { ...hostileBlog, published: true };
    await page.route(`**/api/v1/blogs/${HOSTILE_BLOG_ID}**`, (route) => route.fulfill({ json: { data: { blog: hostile } } }));
    await signIn(page, locale, owner);
    await page.goto(`${apps.dashboard}/marketing/blogs/${HOSTILE_BLOG_ID}?tab=content`);
    const en = column(page, locale, 'en');
    await expect(en).toBeVisible({ timeout: 30_000 });
    // The tags are text in the inputs, and the javascript: link's target was emptied when read.
    await expect(en.getByRole('textbox').first()).toHaveValue(/<h1 onclick=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>');
    await page.waitForLoadState('networkidle');
    const noScript = async () => {
      expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], HOSTILE_FLAG)).toBeUndefined();
      expect(await page.locator('main script, main iframe, main [onerror], main [onload], main [onclick]').count()).toBe(0);
    };
    await noScript();
    await expectAccessible(page);

    await page.goto(`${apps.storefront}/blogs/x_${HOSTILE_BLOG_ID}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>');
    await page.waitForLoadState('networkidle');
    await noScript();
    expect(dialogs).toEqual([]);
  });
});
