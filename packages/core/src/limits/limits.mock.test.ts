/**
 * One table of limits, enforced alike by the apps and the mock API (decision 0083): at every
 * limit the app lets the value through and the mock accepts it; one past it, both refuse.
 * The mock runs as in the other `*.mock.test.ts` files (msw/node, real handlers, fresh seed).
 */
import { describe, expect, it } from 'vitest';
import { demoCustomerSession, demoStaffSession } from '../../../../mocks/src/index.ts';
import { useMockServer } from '../../../../mocks/src/node.ts';
import { parseAddressFields } from '../../../../mocks/src/handlers/customer/address.ts';
import { readCartNotes } from '../../../../mocks/src/handlers/customer/place-order.ts';
import { parseCheckoutProducts } from '../../../../mocks/src/handlers/customer/pricing.ts';
import { checkUploadFile } from '../../../../mocks/src/handlers/dashboard/support/upload.ts';
import { checkFile, inspectFile } from '../../../ui/src/ImageUploader/fileChecks.ts';
import { characterCount } from '../../../ui/src/form/rules/values.ts';
import { IMAGE_TYPES } from '../../../ui/src/ImageUploader/ImageUploader.tsx';
import { VIDEO_TYPES } from '../../../ui/src/VideoUploader/VideoUploader.tsx';
import { createApiClient } from '../api/client.ts';
import { createTokenManager } from '../api/tokens.ts';
import { MAX_LINE_COUNT } from '../cart/pricing.ts';
import { createMemoryStorage } from '../platform/storage.ts';
import { CART_LIMITS, TEXT_LIMITS, textLength, UPLOAD_LIMITS, uploadProblem, type UploadKind } from './limits.ts';
import { pngHeader, SCRIPTED_SVG } from './sampleFiles.ts';

useMockServer();

function clientFor(pair: { token: string; refreshToken: string }) {
  const tokens = createTokenManager({ storage: createMemoryStorage() });
  tokens.startSession(pair);
  return createApiClient({ baseUrl: 'http://api.test', appId: 'app-42', tokens, retryDelayMs: 0 });
}

const file = (size: number, type: string, name: string) => new File([new Uint8Array(size)], name, { type });

/** A file-shaped value of any size without allocating it (for the 100 MB video limit). */
const facts = (size: number, type: string, name: string) => ({ size, type, name }) as File;

describe('uploads', () => {
  it('accept an image of exactly the limit and refuse one byte more, in the app and the mock', async () => {
    const client = clientFor(demoStaffSession('seller'));
    const { maxBytes } = UPLOAD_LIMITS.image;
    const atLimit = file(maxBytes, 'image/jpeg', 'shelf.jpg');
    const past = file(maxBytes + 1, 'image/jpeg', 'shelf.jpg');
    expect(checkFile(atLimit, { accept: IMAGE_TYPES, maxBytes })).toBeNull();
    expect(checkFile(past, { accept: IMAGE_TYPES, maxBytes })).toBe('size');
    const accepted = await client.upload('shopImage', { options: {}, file: atLimit });
    expect(accepted.error).toBeNull();
    const refused = await client.upload('shopImage', { options: {}, file: past });
    expect(refused.error).toMatchObject({ status: 413, code: 'file_too_large' });
  });

  it('accept a video of exactly the limit and refuse one byte more', () => {
    const { maxBytes } = UPLOAD_LIMITS.video;
    expect(checkFile(facts(maxBytes, 'video/mp4', 'clip.mp4'), { accept: VIDEO_TYPES, maxBytes })).toBeNull();
    expect(checkFile(facts(maxBytes + 1, 'video/mp4', 'clip.mp4'), { accept: VIDEO_TYPES, maxBytes })).toBe('size');
    expect(() => checkUploadFile(facts(maxBytes, 'video/mp4', 'clip.mp4'), 'video')).not.toThrow();
    expect(() => checkUploadFile(facts(maxBytes + 1, 'video/mp4', 'clip.mp4'), 'video')).toThrow(/too large/);
  });

  it.each<[UploadKind, readonly string[]]>([
    ['image', IMAGE_TYPES],
    ['video', VIDEO_TYPES],
  ])('take the same %s types in the app and the mock, and nothing else', (kind, accept) => {
    const { maxBytes, types } = UPLOAD_LIMITS[kind];
    for (const type of types) {
      expect(checkFile(facts(1, type, 'x'), { accept, maxBytes }), type).toBeNull();
      expect(() => checkUploadFile(facts(1, type, 'x'), kind), type).not.toThrow();
    }
    const foreign =
      kind === 'image' ? ['image/svg+xml', 'image/gif', 'image/heic', 'text/html'] : ['video/x-msvideo', 'video/ogg', 'image/png'];
    for (const type of foreign) {
      expect(checkFile(facts(1, type, kind === 'image' ? 'x.jpg' : 'x.mp4'), { accept, maxBytes }), type).toBe('type');
      expect(() => checkUploadFile(facts(1, type, kind === 'image' ? 'x.jpg' : 'x.mp4'), kind), type).toThrow(/must be/);
      expect(uploadProblem(kind, { size: 1, type, name: 'x' }), type).toBe('type');
    }
  });

  it('refuse an SVG picture at the mock, script and all', async () => {
    const client = clientFor(demoStaffSession('seller'));
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'logo.svg', { type: 'image/svg+xml' });
    const refused = await client.upload('shopImage', { options: {}, file: svg });
    expect(refused.error).toMatchObject({ status: 422, code: 'invalid_file_type' });
  });
});

describe('uploads by their bytes and names (0085)', () => {
  const { maxSide, maxPixels } = UPLOAD_LIMITS.image;
  const picture = (bytes: Uint8Array<ArrayBuffer> | string, name = 'shop.png') => new File([bytes], name, { type: 'image/png' });
  const rules = { accept: IMAGE_TYPES, maxBytes: UPLOAD_LIMITS.image.maxBytes };

  it('take a picture of exactly the pixel limits and refuse one pixel more, in the app and the mock', async () => {
    const client = clientFor(demoStaffSession('seller'));
    for (const [w, h] of [
      [maxSide, maxPixels / maxSide],
      [maxPixels / maxSide, maxSide],
    ] as const) {
      expect(await inspectFile(picture(pngHeader(w, h)), rules)).toBeNull();
      expect((await client.upload('shopImage', { options: {}, file: picture(pngHeader(w, h)) })).error).toBeNull();
    }
    for (const [w, h] of [
      [maxSide + 1, 1],
      [1, maxSide + 1],
      [maxSide, maxPixels / maxSide + 1],
    ] as const) {
      expect(await inspectFile(picture(pngHeader(w, h)), rules)).toBe('dimensions');
      expect((await client.upload('shopImage', { options: {}, file: picture(pngHeader(w, h)) })).error?.code).toBe('image_too_large');
    }
  });

  it('refuse a hidden override in a name and an SVG under a PNG name alike', async () => {
    const client = clientFor(demoStaffSession('seller'));
    const named = picture(pngHeader(10, 10), 'menu\u202egnp.exe');
    expect(await inspectFile(named, rules)).toBe('name');
    expect(uploadProblem('image', named)).toBe('name');
    expect((await client.upload('shopImage', { options: {}, file: named })).error?.code).toBe('invalid_file_name');
    const svg = picture(SCRIPTED_SVG, 'x.png');
    expect(await inspectFile(svg, rules)).toBe('markup');
    expect((await client.upload('shopImage', { options: {}, file: svg })).error?.code).toBe('invalid_file_type');
  });
});

describe('cart', () => {
  const line = (count: number, index = 0) => ({ id: `sp-${index}`, count, addons: [] });

  it('shares one count limit per line between the app and the mock', () => {
    expect(MAX_LINE_COUNT).toBe(CART_LIMITS.maxLineCount);
    expect(() => parseCheckoutProducts([line(CART_LIMITS.maxLineCount)])).not.toThrow();
    expect(() => parseCheckoutProducts([line(CART_LIMITS.maxLineCount + 1)])).toThrow(/count/);
  });

  it('takes exactly the line limit at checkout', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => line(1, i));
    expect(parseCheckoutProducts(lines(CART_LIMITS.maxLines))).toHaveLength(CART_LIMITS.maxLines);
    expect(() => parseCheckoutProducts(lines(CART_LIMITS.maxLines + 1))).toThrow(/lines/);
  });
});

describe('text fields', () => {
  // Letters outside the basic plane count once in a field: the mock must count them alike.
  const wide = (n: number) => '𝒜'.repeat(n);
  const arabic = (n: number) => 'م'.repeat(n);

  it('counts characters as the form rules do: code points', () => {
    for (const text of ['', 'Mariam', 'مريم', wide(3), '👩🏽‍🍳']) expect(textLength(text), text).toBe(characterCount(text));
  });

  it('accepts a full name of exactly the limit and refuses one more, Arabic and wide letters included', async () => {
    const client = clientFor(demoCustomerSession());
    for (const name of [arabic(TEXT_LIMITS.fullName), wide(TEXT_LIMITS.fullName)]) {
      expect((await client.api.authInfo({ body: { name } })).error, name.slice(0, 3)).toBeNull();
    }
    for (const name of [arabic(TEXT_LIMITS.fullName + 1), wide(TEXT_LIMITS.fullName + 1)]) {
      expect((await client.api.authInfo({ body: { name } })).error?.status, name.slice(0, 3)).toBe(422);
    }
  });

  it('accepts an e-mail of exactly the limit and refuses one more', async () => {
    const client = clientFor(demoCustomerSession());
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect((await client.api.authInfo({ body: { name: 'Mariam', email: email(TEXT_LIMITS.email) } })).error).toBeNull();
    expect((await client.api.authInfo({ body: { name: 'Mariam', email: email(TEXT_LIMITS.email + 1) } })).error?.status).toBe(422);
  });

  it("accepts an order's notes of exactly the limit in wide letters and refuses one more", () => {
    expect(readCartNotes({ cart_notes: wide(TEXT_LIMITS.orderNotes) })).toHaveLength(TEXT_LIMITS.orderNotes * 2);
    expect(() => readCartNotes({ cart_notes: wide(TEXT_LIMITS.orderNotes + 1) })).toThrow(/too long/);
    expect(() => readCartNotes({ cart_notes: 'a'.repeat(TEXT_LIMITS.orderNotes + 1) })).toThrow(/too long/);
  });

  it('accepts every address field at its limit and refuses one more', () => {
    const fields = (patch: Partial<Record<keyof typeof TEXT_LIMITS.address, string>>) => {
      const base = { title: 'Home', person_name: 'Mariam', building_name: 'Marina Tower', floor: '3', flat: '301', notes: '' };
      const f = { ...base, ...patch };
      return [25.08, 55.14, f.title, f.person_name, f.building_name, f.floor, f.flat, f.notes, '501234567', '971', 'home'];
    };
    for (const [key, max] of Object.entries(TEXT_LIMITS.address)) {
      expect(() => parseAddressFields(fields({ [key]: wide(max) })), key).not.toThrow();
      expect(() => parseAddressFields(fields({ [key]: wide(max + 1) })), key).toThrow(/at most/);
    }
  });
});
