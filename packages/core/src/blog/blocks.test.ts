import { describe, expect, it } from 'vitest';
import { parseBlocks, safeImageSrc, safeLinkHref } from './blocks.ts';
import { blogBlocks, blogSlug, parseBlogPost, parseBlogSlug } from './post.ts';

describe('blog content blocks', () => {
  it('keeps only http, https and mailto link targets', () => {
    expect(safeLinkHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeLinkHref('mailto:hello@example.com')).toBe('mailto:hello@example.com');
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>',
      '//evil.com',
      '/local',
      'vbscript:x',
      'mailto:nobody',
    ]) {
      expect(safeLinkHref(bad)).toBeNull();
    }
  });

  it('loads images from this site or http(s) only', () => {
    expect(safeImageSrc('/mock-assets/a.svg')).toBe('/mock-assets/a.svg');
    expect(safeImageSrc('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(safeImageSrc('//evil.com/a.svg')).toBeNull();
    expect(safeImageSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
  });

  it('skips unknown and malformed blocks without throwing', () => {
    const blocks = parseBlocks([
      { type: 'heading', text: 'Title' },
      { type: 'html', html: '<script>alert(1)</script>' },
      null,
      'text',
      { type: 'paragraph' },
      { type: 'list', items: ['a', 3, '', 'b'] },
      { type: 'image', url: 'javascript:alert(1)' },
      { type: 'image', url: '/a.svg', width: -3, height: 9_999_999 },
      { type: 'link', text: 'Click', url: 'javascript:alert(1)' },
      { type: 'quote', text: '<b>bold</b>' },
    ]);
    expect(blocks).toEqual([
      { type: 'heading', text: 'Title' },
      { type: 'list', items: ['a', 'b'], ordered: false },
      { type: 'image', url: '/a.svg', alt: '', width: 1200, height: 800 },
      { type: 'link', text: 'Click', url: '' },
      { type: 'quote', text: '<b>bold</b>' },
    ]);
    expect(parseBlocks('not a list')).toEqual([]);
  });

  it('reads a post in the reader language, falling back to the other one', () => {
    const post = parseBlogPost({ id: 'b-1', title: 'Dates', blocks: [{ type: 'paragraph', text: 'en' }], blocks_ar: [] });
    expect(post).not.toBeNull();
    expect(blogBlocks(post!, 'ar')).toEqual([{ type: 'paragraph', text: 'en' }]);
    expect(parseBlogPost({ title: 'no id' })).toBeNull();
  });

  it('builds and reads the /blogs/{title}_{id} slug', () => {
    expect(blogSlug({ id: 'blog-101', title: 'How to Pick the Perfect Medjool Dates!' })).toBe(
      'how-to-pick-the-perfect-medjool-dates_blog-101',
    );
    expect(blogSlug({ id: 'x_1', title: '___' })).toBe('post_x_1');
    expect(parseBlogSlug('anything-at-all_blog-101')).toEqual({ title: 'anything-at-all', id: 'blog-101' });
    expect(parseBlogSlug('blog-101')).toEqual({ title: '', id: 'blog-101' });
    expect(parseBlogSlug('title_')).toBeNull();
  });
});
