/**
 * One screenshot per story per direction. The list comes from the built Storybook's
 * index.json, so a new story is covered (and needs a committed baseline) automatically.
 * Stories tagged `no-visual` are listed in VISUAL_SKIPS with the reason, never silently.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

/** Stories that cannot have a stable picture, with the reason. Keep this list short. */
export const VISUAL_SKIPS: Record<string, string> = {};

const index = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && !(entry.id in VISUAL_SKIPS));

for (const story of stories) {
  for (const locale of ['en', 'ar'] as const) {
    test(`${story.id} [${locale}]`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale}`);
      // Wait until Storybook has rendered the story and run its play function.
      await page.waitForFunction(() => {
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__;
        const phase = preview?.currentRender?.phase;
        return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
      });
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await page.evaluate(async () => {
        await document.fonts.ready;
        await Promise.all(
          Array.from(document.images)
            .filter((img) => !img.complete)
            .map(
              (img) =>
                new Promise((resolve) => {
                  img.addEventListener('load', resolve, { once: true });
                  img.addEventListener('error', resolve, { once: true });
                }),
            ),
        );
      });
      expect(errors, 'page errors').toEqual([]);
      await expect(page).toHaveScreenshot(`${story.id}--${locale}.png`, { fullPage: true });
    });
  }
}
