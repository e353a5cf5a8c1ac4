import { describe, expect, it } from 'vitest';
import { createAppErrorRecorder, errorDetail, HttpStatusError, isCodeLoadError, runStartup, toErrorPage } from './errorPage.ts';

describe('error page model (customer spec §2, §8; vendor §8)', () => {
  it("shows the connection page, not the 500 page, when a page's code could not be downloaded", () => {
    const words = [
      'Failed to fetch dynamically imported module: https://shop.example/assets/CartRoute-x1.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: https://shop.example/assets/a.js',
      'Unable to preload CSS for /assets/CartRoute-x1.css',
    ];
    for (const message of words) {
      expect(isCodeLoadError(new TypeError(message)), message).toBe(true);
      expect(toErrorPage(new TypeError(message))).toEqual({
        status: 503,
        page: 500,
        title: { id: 'core.error.connection' },
        connection: true,
      });
    }
    expect(isCodeLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isCodeLoadError({ message: 'Importing a module script failed.' })).toBe(false);
    expect(toErrorPage(new Error('boom')).connection).toBeUndefined();
  });

  it('shows the 404 page titled Page Not Found for status 404, in translated words only', () => {
    expect(toErrorPage({ status: 404, message: 'No such blog' })).toEqual({
      status: 404,
      page: 404,
      title: { id: 'core.error.notFound' },
    });
    expect(toErrorPage(new HttpStatusError(404))).toMatchObject({ page: 404, title: { id: 'core.error.notFound' } });
  });

  it('shows the 500 page titled Internal Server Error for any other error, status defaulting to 500', () => {
    expect(toErrorPage(new Error('config.json is not valid JSON'))).toEqual({
      status: 500,
      page: 500,
      title: { id: 'core.error.internal' },
    });
    expect(toErrorPage({ kind: 'http', status: 503, message: 'Busy' })).toMatchObject({
      status: 503,
      page: 500,
      title: { id: 'core.error.internal' },
    });
    expect(toErrorPage(undefined)).toEqual({ status: 500, page: 500, title: { id: 'core.error.internal' } });
    expect(toErrorPage({ status: 'teapot' })).toMatchObject({ status: 500 });
  });

  it('never puts an exception’s or a server’s own words on the page (issue #18 item 7)', () => {
    const hostile = [
      new TypeError("Cannot read properties of undefined (reading 'items') at CartRoute (cart.tsx:42:7)"),
      Object.assign(new Error('SQLSTATE[42S02]'), { status: 503, statusMessage: 'Bad Gateway from nginx/1.25' }),
      { status: 502, message: '<script>alert(1)</script>', statusMessage: 'Bad Gateway from nginx/1.25' },
      { status: 404, message: 'SQLSTATE[42S02]: table users not found', statusText: 'x' },
      'a thrown string with a stack',
    ];
    for (const error of hostile) {
      const model = toErrorPage(error);
      expect(model).not.toHaveProperty('description');
      expect('id' in model.title).toBe(true);
      expect(JSON.stringify(model)).not.toMatch(/Cannot read|script|nginx|SQLSTATE|thrown/);
    }
  });

  it("shows the status message and description the app's own HttpStatusError supplies (spec §2, vendor §8)", () => {
    expect(toErrorPage(new HttpStatusError(503, 'يحدّث المتجر قائمته.', 'الخدمة غير متاحة'))).toEqual({
      status: 503,
      page: 500,
      title: { text: 'الخدمة غير متاحة' },
      description: 'يحدّث المتجر قائمته.',
    });
    expect(toErrorPage(new HttpStatusError(404, 'No such blog'))).toEqual({
      status: 404,
      page: 404,
      title: { id: 'core.error.notFound' },
      description: 'No such blog',
    });
    expect(toErrorPage(new HttpStatusError(500, ' ', ''))).toEqual({ status: 500, page: 500, title: { id: 'core.error.internal' } });
  });

  it('keeps the detail for the console: name, message and status, short and on one line', () => {
    expect(errorDetail(new HttpStatusError(403, 'Staff only'))).toBe('HttpStatusError 403: Staff only');
    expect(errorDetail({ kind: 'http', status: 503, message: 'Busy', code: 'busy' })).toBe('http 503 busy: Busy');
    expect(errorDetail('plain')).toBe('plain');
    expect(errorDetail(undefined)).toBe('Unknown error');
    expect(errorDetail(new Error(`multi\nline ${'x'.repeat(1000)}`))).toMatch(/^Error: multi line x+…$/);
    expect(errorDetail(new Error('x'.repeat(1000))).length).toBeLessThanOrEqual(501);
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
    expect(recorder.current()).toEqual({ status: 500, page: 500, title: { id: 'core.error.internal' } });
    expect(seen).toHaveLength(1);
  });
});
