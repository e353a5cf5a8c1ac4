import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAsset } from './assets.ts';

// A picture inside the assets root and one beside it that must stay unreachable.
const base = mkdtempSync(join(tmpdir(), 'mock-assets-'));
const root = join(base, 'assets');
mkdirSync(join(root, 'products'), { recursive: true });
writeFileSync(join(root, 'products', 'dates.svg'), '<svg/>');
writeFileSync(join(base, 'secret.svg'), '<svg/>');

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('resolveAsset', () => {
  it('finds a picture under the assets root', () => {
    expect(resolveAsset('/mock-assets/products/dates.svg', root)).toBe(join(root, 'products', 'dates.svg'));
  });

  it.each([
    '/mock-assets/../secret.svg',
    '/mock-assets/..%2fsecret.svg',
    '/mock-assets/products/..%2F..%2Fsecret.svg',
    '/mock-assets/%2e%2e%2fsecret.svg',
    `/mock-assets/${encodeURIComponent(join(base, 'secret.svg'))}`,
    '/mock-assets/products/dates.svg%00.png',
    '/mock-assets/%E0%A4%A',
    '/mock-assets/products/missing.svg',
  ])('refuses %s', (path) => {
    expect(resolveAsset(path, root)).toBeUndefined();
  });
});
