import { describe, expect, it } from 'vitest';
import { checkFile, formatBytes, matchesAccept, MB } from './fileChecks.ts';

const images = ['image/jpeg', 'image/png', 'image/webp'];
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('matchesAccept', () => {
  it('matches MIME types, wildcards and extensions, case-insensitively', () => {
    expect(matchesAccept(file('a.JPG', 'image/jpeg'), images)).toBe(true);
    expect(matchesAccept(file('a.gif', 'image/gif'), images)).toBe(false);
    expect(matchesAccept(file('a.gif', 'image/gif'), ['image/*'])).toBe(true);
    expect(matchesAccept(file('clip.MOV', ''), ['.mov'])).toBe(true);
    // A typed file is judged by its type: a page or a script under a right extension is refused (0083).
    expect(matchesAccept(file('clip.mov', 'text/html'), ['video/mp4', '.mov'])).toBe(false);
    expect(matchesAccept(file('photo.jpg', 'image/svg+xml'), ['image/jpeg', '.jpg'])).toBe(false);
    expect(matchesAccept(file('notes.pdf', 'application/pdf'), ['image/*', '.png'])).toBe(false);
    expect(matchesAccept(file('x', 'anything'), [])).toBe(true);
  });
});

describe('checkFile', () => {
  it('reports the type first, then the size', () => {
    const rules = { accept: images, maxBytes: 5 * MB };
    expect(checkFile(file('a.png', 'image/png', 5 * MB), rules)).toBeNull();
    expect(checkFile(file('a.png', 'image/png', 5 * MB + 1), rules)).toBe('size');
    expect(checkFile(file('a.pdf', 'application/pdf', 50 * MB), rules)).toBe('type');
  });
});

describe('formatBytes', () => {
  it('picks a unit and keeps Latin digits in Arabic', () => {
    expect(formatBytes(5 * MB, 'en')).toBe('5 MB');
    expect(formatBytes(1.5 * MB, 'en')).toBe('1.5 MB');
    expect(formatBytes(820 * 1024, 'en')).toBe('820 kB');
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(5 * MB, 'ar')).toMatch(/^5\s?\S+/);
    expect(formatBytes(5 * MB, 'ar')).not.toMatch(/[٠-٩]/);
  });
});
