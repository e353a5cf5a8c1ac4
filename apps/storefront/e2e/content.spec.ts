/**
 * Content journeys (issue #16 item 2): the blog from the footer, in the reader's language, the
 * `/blogs/{title}_{id}` slug, and a hostile post that must run no script.
 */
import { blogSlug } from '../../../packages/core/src/blog/post.ts';
import { HOSTILE_BLOG_ID, HOSTILE_FLAG, hostileBlog } from '../../../mocks/src/handlers/customer/blogs.hostile.ts';
import { apps, expect, msg, t, test } from '../../../scripts/e2e/fixtures.ts';
import { SHOP_ID } from './support.ts';

interface WireBlog {
  id: string;
  title: string;
  title_ar?: string;
  blocks: { type: string; text?: string }[];
  blocks_ar: { type: string; text?: string }[];
}

test.describe('storefront blog', () => {
  test('a customer reads a blog post from the index reached through the footer', async ({ page, request, locale, expectAccessible }) => {
    const answer = (await (await request.get(`${apps.mockApi}/api/v1/shops/${SHOP_ID}/blogs/list`)).json()) as {
      data: { blogs: WireBlog[] };
    };
    const post = answer.data.blogs[0];
    if (!post) throw new Error('The seed has no published post');
    const title = t(locale, post.title, post.title_ar ?? post.title);
    await page.goto(apps.storefront);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: msg(locale, 'storefront.blogs.footerLink') })
      .click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'storefront.blogs.index.title'));
    await expectAccessible(page);
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${blogSlug(post)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const first = (locale === 'ar' ? post.blocks_ar : post.blocks).find((b) => b.type === 'paragraph');
    await expect(page.getByText(first?.text ?? '', { exact: true })).toBeVisible();
    await expectAccessible(page);
    // The other language reads the same post in its own words.
    await page.getByRole('button', { name: t(locale, /العربية/, /English/) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, post.title_ar ?? post.title, post.title));
  });

  test('a wrong title with the right id goes to the right slug', async ({ page, request }) => {
    const answer = (await (await request.get(`${apps.mockApi}/api/v1/shops/${SHOP_ID}/blogs/list`)).json()) as {
      data: { blogs: WireBlog[] };
    };
    const post = answer.data.blogs[1];
    if (!post) throw new Error('The seed has fewer than two posts');
    await page.goto(`${apps.storefront}/blogs/an-old-title_${post.id}`);
    await expect(page).toHaveURL(new RegExp(`/blogs/${blogSlug(post)}$`));
    // Replaced, not pushed: Back leaves the post instead of returning to the wrong URL.
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
  });

  test('an unknown post shows not found', async ({ page, locale }) => {
    await page.goto(`${apps.storefront}/blogs/whatever_blog-does-not-exist`);
    await expect(page.getByRole('heading', { name: msg(locale, 'storefront.blogs.post.notFound.title') })).toBeVisible();
  });

  test('a hostile post runs no script and shows its tags as text', async ({ page, locale, expectAccessible }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The mock server serves the seeded shop; this post comes from the `hostile` blogs scenario's fixture.
    await page.route(`**/api/v1/blogs/${HOSTILE_BLOG_ID}`, (route) => route.fulfill({ json: { data: { blog: hostileBlog } } }));
    await page.goto(`${apps.storefront}/blogs/x_${HOSTILE_BLOG_ID}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('<script>');
    await expect(page.getByText(t(locale, 'A javascript: link', 'رابط جافاسكربت'), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t(locale, 'A javascript: link', 'رابط جافاسكربت') })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], HOSTILE_FLAG)).toBeUndefined();
    expect(await page.locator('main script, main iframe, main [onerror], main [onload], main [onclick]').count()).toBe(0);
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^(https?:|mailto:|\/)/);
    expect(dialogs).toEqual([]);
    await expectAccessible(page);
  });
});
