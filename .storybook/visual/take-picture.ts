/**
 * The fast path of a story's picture, on the Node side of the story tests (docs/decisions/0100).
 *
 * vitest's `toMatchScreenshot` has Playwright shoot the story's box with `locator.screenshot()`,
 * which first waits for the element to be "stable" (the same box over two animation frames,
 * ~33 ms at 60 fps) and scrolls it into view, then compares the PNG's bytes with the baseline.
 * The story tests have already settled the page (`settleForPicture`) and grown the viewport to
 * the story's box, so `pictureMatchesBaseline` shoots the box as a clip of the page instead —
 * the same pixels and the same PNG bytes (Playwright rounds an element's box out to whole
 * pixels, as `enclosingPixels` does) without the wait — and says whether the bytes are the
 * baseline's. vitest also builds that element's locator in the page first (Playwright's selector
 * generator, a unique selector from the element's text: slow on a big screen); here the element
 * is named by a plain CSS selector. Measured: per capture, quiet machine, a button 67 → 33 ms and
 * the cart 120 → 70 ms; the storefront screens' 234 stories 66.7 → 58.3 s (CPU 113 → 100 s).
 *
 * Only a byte-identical picture passes here. Anything else (a changed or a missing picture) goes
 * to vitest's own matcher as before, with its pixel comparison, its stability loop, its diff
 * images and its update modes (.storybook/vitest.setup.ts): an update run rewrites the pictures
 * that matcher finds changed, as before.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserCommand } from 'vitest/node';

export const BASELINES = '.storybook/visual/__baselines__';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Playwright's rounding of an element's box for its screenshot: the enclosing whole-pixel rectangle. */
export function enclosingPixels(box: Box): Box {
  const x = Math.floor(box.x + 1e-3);
  const y = Math.floor(box.y + 1e-3);
  return { x, y, width: Math.ceil(box.x + box.width - 1e-3) - x, height: Math.ceil(box.y + box.height - 1e-3) - y };
}

/** A picture's baseline file, as vitest.config.ts's `resolveScreenshotPath` names it. */
export function baselinePath(root: string, name: string): string {
  return path.join(root, BASELINES, `${name}.png`);
}

export interface PictureRequest {
  /** `pictureName(story.id)`. */
  name: string;
  /** A CSS selector of the element to shoot in the story's frame, or none for the whole page. */
  selector?: string;
  /** Playwright screenshot options, as given to `toMatchScreenshot`. */
  screenshotOptions: Record<string, unknown>;
}

export const pictureMatchesBaseline: BrowserCommand<[request: PictureRequest]> = async (context, request) => {
  const baseline = await readFile(baselinePath(context.project.config.root, request.name)).catch(() => null);
  if (!baseline) return false;
  let shot: Buffer;
  if (request.selector) {
    const box = await context.iframe.locator(request.selector).boundingBox();
    const viewport = context.page.viewportSize();
    if (!box || !viewport || box.width === 0 || box.height === 0) return false;
    const clip = enclosingPixels(box);
    // Off the screen, Playwright's element screenshot scrolls and stitches: leave it to vitest.
    if (clip.x < 0 || clip.y < 0 || clip.x + clip.width > viewport.width || clip.y + clip.height > viewport.height) return false;
    shot = await context.page.screenshot({ ...request.screenshotOptions, clip });
  } else {
    shot = await context.page.screenshot(request.screenshotOptions);
  }
  return Buffer.compare(shot, baseline) === 0;
};
