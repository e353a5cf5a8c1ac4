/**
 * The mock refuses what the uploaders refuse before sending (decision 0085), so a client that
 * skipped its checks, or a file that slipped past them, still gets a clear refusal: a name with
 * hidden controls, markup, bytes of another format, a pixel flood. It runs as the other
 * `*.mock` tests do: msw/node, the real handlers, a fresh seed.
 */
import { describe, expect, it } from 'vitest';
import { ftypHeader, jpegHeader, pngHeader, SCRIPTED_SVG, UPLOAD_LIMITS, webpHeader } from '@dukkan/core';
import { createApiClient } from '../../../../../packages/core/src/api/client.ts';
import { createTokenManager } from '../../../../../packages/core/src/api/tokens.ts';
import { createMemoryStorage } from '../../../../../packages/core/src/platform/storage.ts';
import { demoStaffSession } from '../../../index.ts';
import { useMockServer } from '../../../node.ts';

useMockServer();

function client() {
  const tokens = createTokenManager({ storage: createMemoryStorage() });
  tokens.startSession(demoStaffSession('seller'));
  return createApiClient({ baseUrl: 'http://api.test', appId: 'app-42', tokens, retryDelayMs: 0 });
}

const upload = async (bytes: Uint8Array<ArrayBuffer> | string, name: string, type: string) =>
  (await client().upload('shopImage', { options: {}, file: new File([bytes], name, { type }) })).error;

describe('checkUploadFile through the shop picture upload', () => {
  it('takes real pictures at the pixel limits', async () => {
    const { maxSide, maxPixels } = UPLOAD_LIMITS.image;
    expect(await upload(pngHeader(maxSide, maxPixels / maxSide), 'wide.png', 'image/png')).toBeNull();
    expect(await upload(jpegHeader(1600, 1200, 30_000), 'shelf.jpg', 'image/jpeg')).toBeNull();
    expect(await upload(webpHeader(1200, 900), 'shelf.webp', 'image/webp')).toBeNull();
    // Bytes no known format starts with are taken here (the app refuses them; 0085).
    expect(await upload('stand-in bytes', 'shelf.png', 'image/png')).toBeNull();
  });

  it('refuses a pixel flood one pixel past either limit', async () => {
    const { maxSide, maxPixels } = UPLOAD_LIMITS.image;
    for (const [w, h] of [
      [30_000, 30_000],
      [maxSide + 1, 1],
      [8000, maxPixels / 8000 + 1],
    ] as const) {
      expect(await upload(pngHeader(w, h), 'flood.png', 'image/png'), `${w}x${h}`).toMatchObject({ status: 422, code: 'image_too_large' });
    }
    expect(await upload(jpegHeader(12_000, 100), 'flood.jpg', 'image/jpeg')).toMatchObject({ code: 'image_too_large' });
  });

  it('refuses markup and other formats under a right type', async () => {
    expect(await upload(SCRIPTED_SVG, 'x.png', 'image/png')).toMatchObject({ status: 422, code: 'invalid_file_type' });
    expect(await upload('GIF89a\x01\x00', 'offer.jpg', 'image/jpeg')).toMatchObject({ status: 422, code: 'invalid_file_content' });
    expect(await upload(ftypHeader('heic'), 'photo.jpg', 'image/jpeg')).toMatchObject({ code: 'invalid_file_content' });
    expect(await upload(pngHeader(10, 10), 'photo.webp', 'image/webp')).toMatchObject({ code: 'invalid_file_content' });
  });

  it('refuses a name with a right-to-left override or a control character', async () => {
    for (const name of ['invoice\u202egnp.exe.png', 'a\u2066b.png', 'a\u200fb.png', 'line\nbreak.png', 'nul\u0000.png']) {
      expect(await upload(pngHeader(10, 10), name, 'image/png'), JSON.stringify(name)).toMatchObject({
        status: 422,
        code: 'invalid_file_name',
      });
    }
    expect(await upload(pngHeader(10, 10), 'واجهة المحل.png', 'image/png')).toBeNull();
  });

  it('refuses an empty file part', async () => {
    expect(await upload(new Uint8Array(0), 'empty.png', 'image/png')).toMatchObject({ status: 400 });
  });
});
