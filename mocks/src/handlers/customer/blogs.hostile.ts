/**
 * A hostile blog post: every way a post could try to run script or inject markup in the
 * storefront (issue #16 item 2). It is data only (no imports), so the `hostile` blogs
 * scenario, stories and the e2e journey all serve the same payload. Each attempt would set
 * `window.__dukkanXss` or open a dialog if it ever ran; the checks assert it never does.
 */
export const HOSTILE_BLOG_ID = 'blog-hostile';
export const HOSTILE_FLAG = '__dukkanXss';

const payload = `window.${HOSTILE_FLAG}=1`;

/** The title shows literally; a reader must see the tags as text. */
export const HOSTILE_TITLE = `<script>${payload}</script> <img src=x onerror="${payload}">`;

export const hostileBlog = {
  id: HOSTILE_BLOG_ID,
  shop: 'shop-1001',
  title: HOSTILE_TITLE,
  title_ar: `<script>${payload}</script> مقال <b>عدائي</b>`,
  person: `<svg onload="${payload}"></svg>`,
  person_ar: `<svg onload="${payload}"></svg>`,
  time: '2026-10-20T08:00:00.000Z',
  image: `javascript:${payload}`,
  published: true,
  blocks: [
    { type: 'heading', text: `<h1 onclick="${payload}">Injected heading</h1>` },
    { type: 'paragraph', text: `<script>${payload}</script>Plain text with <b>HTML</b> inside.` },
    { type: 'html', html: `<script>${payload}</script>` },
    { type: 'paragraph', html: `<img src=x onerror="${payload}">` },
    { type: 'link', text: 'A javascript: link', url: `javascript:${payload}` },
    { type: 'link', text: 'A data: link', url: `data:text/html,<script>${payload}</script>` },
    { type: 'link', text: 'A tab-split link', url: `java\tscript:${payload}` },
    { type: 'image', url: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${payload}"/>` },
    { type: 'image', url: '/mock-assets/products/dates.svg', alt: `" onerror="${payload}`, width: 'x', height: -1 },
    { type: 'list', items: [`<a href="javascript:${payload}">list link</a>`, { evil: true }, 42] },
    { type: 'quote', text: `<iframe src="javascript:${payload}"></iframe>`, onmouseover: payload },
    { type: 'paragraph', text: 'A safe closing line.' },
    { type: 'link', text: 'A safe link', url: 'https://example.com/' },
    null,
    'not a block',
  ],
  blocks_ar: [
    { type: 'paragraph', text: `<script>${payload}</script>نص عادي فيه <b>وسوم</b>.` },
    { type: 'link', text: 'رابط جافاسكربت', url: `javascript:${payload}` },
    { type: 'paragraph', text: 'سطر ختامي آمن.' },
  ],
};
