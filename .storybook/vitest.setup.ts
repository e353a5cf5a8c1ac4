/**
 * Runs in the browser around every story test (one visit per story per direction, issue #9):
 * the story renders, its `play` runs and axe checks it (addon-vitest + addon-a11y), then this
 * file's `afterEach` guards the console and takes the story's picture in the same visit,
 * compared pixel for pixel with the committed baseline (docs/decisions/0033).
 */
import { afterEach, beforeAll, beforeEach, expect, inject, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { PictureRequest } from './visual/take-picture.ts';
import {
  CANVAS_ATTRIBUTE,
  isPictured,
  pictureName,
  pictureTarget,
  preloadFonts,
  settleForPicture,
  untilFrame,
  type VisualParameters,
} from './visual/picture.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Comma-separated story-id globs from VISUAL_ONLY (scripts/visual.ts update); empty: every story. */
    visualOnly: string;
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** .storybook/visual/take-picture.ts: one capture, true when its bytes are the baseline's. */
    pictureMatchesBaseline: (request: PictureRequest) => Promise<boolean>;
  }
}

beforeAll(preloadFonts);

// react-aria guesses an on-screen keyboard from the screen's height: it records the height when
// a text field takes the focus, reads a visual viewport 100 px or more shorter as a keyboard
// opening, and then holds popovers and dialogs hidden (opacity 0) until the keyboard "settles"
// (up to 600 ms). Story tests change the viewport between stories (a phone or tablet story
// after a laptop one, the laptop size given back after a tall picture), so a story on a shared
// page could start behind a keyboard that is not there: its listbox or dialog "not visible"
// (issue #9, isolation: the Combobox, PromoDialog and NfcTargetDialog failures of stop 25 came
// from the resize listener; the Combobox, InvoiceDialog, AssignJobDialog and
// FilterProductsDialog failures of stop 28 from the focus listener, after the point of sale's
// Tablet story focused its search box 1,024 px tall and the next story typed into a field at
// 768). No story test has an on-screen keyboard, so neither of the detector's global listeners
// (registered once, when react-aria is first imported, after this file) is attached; with no
// text field ever seen, react-aria asks `navigator.maxTouchPoints` (0 here) and opens overlays
// at once. Every other viewport and focus listener (a modal's height, a popover's place, focus
// management) still hears every event. Each is known by the state it keeps (`resizeTimeStamp`,
// `startTimeStamp`), property names that survive bundling; if a react-aria upgrade renames them,
// the first story fails below.
declare global {
  interface Window {
    __dukkanKeyboardDetector?: { resize: boolean; focus: boolean };
  }
}
const visualViewport = window.visualViewport;
function detachKeyboardDetector<T extends EventTarget>(target: T, type: string, marker: string, found: 'resize' | 'focus'): void {
  const attach = target.addEventListener.bind(target);
  target.addEventListener = ((
    eventType: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) => {
    if (eventType === type && typeof listener === 'function' && String(listener).includes(marker)) {
      if (window.__dukkanKeyboardDetector) window.__dukkanKeyboardDetector[found] = true;
      return;
    }
    attach(eventType, listener, options);
  }) as T['addEventListener'];
}
if (visualViewport && !window.__dukkanKeyboardDetector) {
  window.__dukkanKeyboardDetector = { resize: false, focus: false };
  detachKeyboardDetector(visualViewport, 'resize', 'resizeTimeStamp', 'resize');
  detachKeyboardDetector(window, 'focus', 'startTimeStamp', 'focus');
}

beforeEach(() => {
  const detector = window.__dukkanKeyboardDetector;
  if (visualViewport && !(detector?.resize && detector.focus))
    throw new Error(
      "react-aria's on-screen keyboard detector was not found: story isolation no longer holds (see .storybook/vitest.setup.ts)",
    );
});

const original = console.error.bind(console);
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '));
    original(...args);
  };
});

// A story that logs `console.error` (React warnings, failed requests, unhandled API calls,
// missing messages) fails. Registered before the picture hook, so it runs after it (vitest
// runs afterEach hooks in reverse order) and sees errors logged while the picture settles.
afterEach(() => {
  console.error = original;
  if (logged.length > 0) throw new Error(`console.error was called during the story:\n- ${logged.join('\n- ')}`);
});

interface StoryTestContext extends TestContext {
  story?: { id: string; parameters: { visual?: VisualParameters } };
}

afterEach(async (context: StoryTestContext) => {
  const story = context.story;
  // Only story tests have a picture; a failed story's picture would only repeat its failure.
  if (!story || context.task.result?.state === 'fail' || (context.task.result?.errors?.length ?? 0) > 0) return;
  // `npm run visual:update -- <globs>` rewrites only the pictures of the stories named.
  if (!isPictured(story.id, inject('visualOnly'))) return;
  await settleForPicture();
  const target = pictureTarget(story.parameters.visual);
  const options = {
    screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
    timeout: 5_000,
  } as const;
  if (target === 'page') {
    // The fast path: one capture whose bytes are the baseline's (./visual/take-picture.ts). A
    // changed or missing picture goes through vitest's matcher: pixels, diff images, updates.
    if (await commands.pictureMatchesBaseline({ name: pictureName(story.id), screenshotOptions: options.screenshotOptions })) return;
    await expect(page).toMatchScreenshot(pictureName(story.id), options);
    return;
  }
  // Chromium paints only what is inside the test iframe's viewport, so a box taller than the
  // screen would come out blank below the fold: grow the viewport to the box for the picture
  // (the next story's viewport is set afresh by addon-vitest).
  // Grown once, to the box as laid out at the story's own viewport, and only after the frame
  // has really taken the new height: measuring again after each growth (stop 28) chased boxes
  // sized by the screen (a list capped at 75vh, the point of sale's 100dvh ticket) by as many
  // growths as the frame's resize happened to land in time for, so the same story came out at
  // different heights on a busy machine. A story whose content arrives late waits for it in its
  // own `play`; a screen laid out to the screen's height pictures the screen
  // (`visual: { frame: 'viewport' }`).
  const height = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
  if (height > window.innerHeight) {
    await page.viewport(window.innerWidth, height);
    await untilFrame(() => window.innerHeight >= height, 2_000);
    await settleForPicture();
  }
  // A plain CSS selector for the fast path: vitest's `elementLocator` builds a unique selector
  // from the element's text in the page (slow on a big screen, and the fallback's own cost).
  const selector = target === document.body ? 'body' : `[${CANVAS_ATTRIBUTE}]`;
  if (await commands.pictureMatchesBaseline({ name: pictureName(story.id), selector, screenshotOptions: options.screenshotOptions }))
    return;
  await expect.element(page.elementLocator(target)).toMatchScreenshot(pictureName(story.id), options);
});
