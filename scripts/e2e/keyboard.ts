/**
 * Keyboard-only journeys (issue #18 item 5, the keyboard.spec.ts of both apps): move focus with
 * Tab until a control has it, and fail with everything that got focus on the way when it never
 * does; let dialogs finish fading in before axe measures contrast.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What has focus, for a failure message: role, name and tag. */
export async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const type = el.getAttribute('type');
    return `${role}${type ? `[${type}]` : ''} "${name}"`;
  });
}

export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((els) => els.some((el) => el === document.activeElement)).catch(() => false);
}

/** Lets dialogs finish fading in before axe measures contrast (finite animations only). */
export async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Presses Tab (or Shift+Tab) until the locator has focus; fails with the list of what got focus
 * on the way if it never does.
 */
export async function tabTo(page: Page, locator: Locator, max = 60, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(locator.first()).toBeAttached();
  const seen: string[] = [];
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(locator)) return;
    await page.keyboard.press(key);
    seen.push(await focusedDescription(page));
  }
  if (await isFocused(locator)) return;
  throw new Error(`${key} never reached ${locator.toString()} in ${max} presses; focus went to:\n  ${seen.join('\n  ')}`);
}
