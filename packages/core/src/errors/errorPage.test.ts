import { describe, expect, it } from 'vitest';
import { createAppErrorRecorder, HttpStatusError, runStartup, toErrorPage } from './errorPage.ts';

describe('error page model (customer spec §2, §8; vendor §8)', () => {
  it('shows the 404 page titled Page Not Found for status 404, the message as description', () => {
    expect(toErrorPage({ status: 404, message: 'No such blog' })).toEqual({
      status: 404,
      page: 404,
      title: { id: 'core.error.notFound' },
      description: 'No such blog',
    });
    expect(toErrorPage(new HttpStatusError(404))).toMatchObject({ page: 404, title: { id: 'core.error.notFound' } });
  });

  it('shows the 500 page titled Internal Server Error for any other error, status defaulting to 500', () => {
    expect(toErrorPage(new Error('config.json is not valid JSON'))).toEqual({
      status: 500,
      page: 500,
      title: { id: 'core.error.internal' },
      description: 'config.json is not valid JSON',
    });
    expect(toErrorPage({ kind: 'http', status: 503, message: 'Busy' })).toMatchObject({
      status: 503,
      page: 500,
      title: { id: 'core.error.internal' },
    });
    expect(toErrorPage(undefined)).toEqual({ status: 500, page: 500, title: { id: 'core.error.internal' } });
    expect(toErrorPage({ status: 'teapot' })).toMatchObject({ status: 500 });
  });

  it('uses a supplied status message as the title', () => {
    expect(toErrorPage(new HttpStatusError(403, 'Staff only', 'Forbidden'))).toEqual({
      status: 403,
      page: 500,
      title: { text: 'Forbidden' },
      description: 'Staff only',
    });
  });

  it('records a start-up error as the app error and stops the start-up', async () => {
    const recorder = createAppErrorRecorder();
    const seen: unknown[] = [];
    recorder.subscribe((e) => seen.push(e));
    const later = { ran: false };
    const ok = await runStartup(
      [
        () => undefined,
        async () => {
          throw new Error('config.json could not be loaded: HTTP 404');
        },
        () => {
          later.ran = true;
        },
      ],
      recorder,
    );
    expect(ok).toBe(false);
    expect(later.ran).toBe(false);
    expect(recorder.current()).toMatchObject({ page: 500, description: 'config.json could not be loaded: HTTP 404' });
    expect(seen).toHaveLength(1);
  });
});
