/** The browser worker for Storybook and the dev apps: every domain's default handlers. */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { defaultHandlers } from './index.ts';

export function createWorker(): SetupWorker {
  return setupWorker(...defaultHandlers);
}
