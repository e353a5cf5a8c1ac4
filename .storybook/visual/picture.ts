/**
 * What a story's picture is and when it is taken (docs/decisions/0033). Runs in the story
 * test's browser page, right after the story rendered, played and passed axe.
 */

export interface VisualParameters {
  /**
   * `box` (default): the story's own box, or the whole viewport when an overlay (dialog,
   * popover, menu, toast) is open outside it. `viewport`: what fits on the screen, for
   * windowed lists of thousands of rows whose box is hundreds of thousands of pixels tall, and
   * for screens laid out to the screen's height (the point of sale's 100dvh ticket), whose box
   * grows with every growth of the viewport.
   */
  frame?: 'box' | 'viewport';
}

/**
 * Undoes what a picture changed on the page (the body grown to the viewport for an overlay), so
 * the next story on a shared page (`isolate: false`) starts as the first one did.
 */
export function resetPictureFrame(): void {
  document.body.style.minHeight = '';
}

/** The story's canvas, marked by the preview's `beforeEach` (preview.tsx). */
export const CANVAS_ATTRIBUTE = 'data-story-canvas';

/**
 * `<title>__<story>__<locale>`: one picture per story per direction. The story id's `--`
 * becomes `__` because vitest folds repeated hyphens in picture names.
 */
export function pictureName(storyId: string): string {
  return `${storyId.replace('--', '__')}__${document.documentElement.lang === 'ar' ? 'ar' : 'en'}`;
}

/** Whether this story's picture is taken: always, unless `VISUAL_ONLY` names other stories. */
export function isPictured(storyId: string, only: string): boolean {
  if (!only) return true;
  const name = storyId.replace('--', '__');
  return only.split(',').some((glob) => {
    const pattern = new RegExp(
      `^${glob
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')}$`,
    );
    return pattern.test(storyId) || pattern.test(name);
  });
}

/** Visible content outside the story's box: portals of dialogs, popovers, menus and toasts. */
function hasOverlay(canvas: Element): boolean {
  return Array.from(document.body.children).some((child) => {
    if (child === canvas || !(child instanceof HTMLElement) || ['SCRIPT', 'STYLE', 'LINK'].includes(child.tagName)) return false;
    // react-aria's live region (1 x 1 px, clipped) stays in the page once something was announced.
    if (child.hasAttribute('data-live-announcer')) return false;
    const box = child.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) return true;
    // A portal wrapper of zero size whose fixed-position content is on screen.
    return Array.from(child.querySelectorAll('*')).some((el) => {
      const inner = el.getBoundingClientRect();
      return inner.width > 0 && inner.height > 0;
    });
  });
}

/**
 * The element to picture: the canvas, or the body stretched to the viewport when something
 * sits outside the canvas (a modal centred on the screen, a menu below its trigger).
 * `page` for viewport-framed stories.
 */
export function pictureTarget(visual: VisualParameters | undefined): Element | 'page' {
  if (visual?.frame === 'viewport') return 'page';
  const canvas = document.querySelector(`[${CANVAS_ATTRIBUTE}]`);
  if (!canvas) throw new Error(`no element with ${CANVAS_ATTRIBUTE}: the preview's beforeEach did not run`);
  if (!hasOverlay(canvas)) return canvas;
  document.body.style.minHeight = '100vh';
  return document.body;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Waits, frame by frame, until the condition holds or the time is up. */
export async function untilFrame(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition() && performance.now() < deadline) await frame();
}

/** A finished animation, or one that never ends (a spinner): nothing left to wait for. */
function isSettled(animation: Animation): boolean {
  return animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity;
}

/**
 * Waits for what a picture must not catch half-done, and only when there is something:
 * web fonts, images (lazy ones are made eager, since a full picture shows them), dialogs and
 * popovers animating in or out. (react-aria's `data-entering` is not the signal: a popover open
 * on mount can keep it after its animation ended, so waiting for it only burned 5 s a story.)
 * Playwright itself waits for the pictured element to be stable before it shoots.
 */
export async function settleForPicture(): Promise<void> {
  await document.fonts.ready;
  const pending = Array.from(document.images).filter((img) => !img.complete);
  if (pending.length > 0) {
    for (const img of pending) if (img.loading === 'lazy') img.loading = 'eager';
    await Promise.race([
      Promise.all(
        pending.map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
  }
  if (!document.getAnimations().every(isSettled)) await untilFrame(() => document.getAnimations().every(isSettled), 5_000);
  // A dialog closed by the story's last step leaves once React commits its exit.
  if (document.querySelector('[data-exiting]')) await untilFrame(() => !document.querySelector('[data-exiting]'), 2_000);
  const canvas = document.querySelector(`[${CANVAS_ATTRIBUTE}]`);
  if (canvas && hasOverlay(canvas)) {
    // Popovers place themselves once, against the layout of the moment they open; a font or an
    // image that arrived since may have moved their trigger. react-aria re-places every open
    // overlay on resize, so the picture shows where the popover belongs in the final layout.
    window.dispatchEvent(new Event('resize'));
    await frame();
  }
}

/**
 * Loads every weight of both product fonts before the first story of a file renders, so no
 * story lays out in a fallback font and then shifts (the popover pictures that once needed a
 * retry were placed against the fallback's metrics).
 */
export async function preloadFonts(): Promise<void> {
  const faces = ['Inter', 'Noto Sans Arabic'].flatMap((family) => [400, 600, 700].map((weight) => `${weight} 16px '${family}'`));
  await Promise.all(faces.map((face) => document.fonts.load(face, family(face))));
}

const family = (face: string) => (face.includes('Arabic') ? 'سلة' : 'Cart');
