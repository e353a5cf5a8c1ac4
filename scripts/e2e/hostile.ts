/**
 * Hostile content (issue #18 item 2, decision 0084): a corpus of known XSS vectors in English
 * and Arabic text, written through the mock server's real vendor API into every place a shop's
 * text reaches a customer, and the page checks both apps' hostile-content journeys run on every
 * page that shows them.
 *
 * Every payload, if it ever ran, calls `window.__xss(n)`; `installMarker` defines that function
 * before any script of the page and records the calls, so a run with an empty record is proof
 * that no payload ran (alert() calls are recorded too, through Playwright's dialog event).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccounts } from '../../mocks/src/config.ts';
import { apps, expect } from './fixtures.ts';

export const MARKER = '__xss';

export interface Vector {
  n: number;
  /** What it tries, for messages. */
  kind: string;
  text: string;
}

const x = (n: number) => `${MARKER}(${n})`;

/** Text vectors: markup, event attributes, template injection, markdown. Short enough for any text field (≤ 120). */
export const TEXT_VECTORS: readonly Vector[] = [
  { n: 1, kind: 'script tag', text: `<script>${x(1)}</script>` },
  { n: 2, kind: 'img onerror', text: `<img src=x onerror=${x(2)}>` },
  { n: 3, kind: 'svg onload', text: `<svg onload=${x(3)}>` },
  { n: 4, kind: 'svg script', text: `<svg><script>${x(4)}</script></svg>` },
  { n: 5, kind: 'event attributes', text: `<div onmouseover="${x(5)}" onfocus=${x(5)} autofocus tabindex=0>hi</div>` },
  { n: 6, kind: 'a href javascript', text: `<a href="javascript:${x(6)}">click</a>` },
  { n: 7, kind: 'attribute breakout', text: `"><img src=x onerror=${x(7)}>` },
  { n: 8, kind: 'iframe srcdoc', text: `<iframe srcdoc="<script>parent.${x(8)}</script>"></iframe>` },
  { n: 9, kind: 'template injection', text: `{{constructor.constructor('${x(9)}')()}}` },
  { n: 10, kind: 'markdown link', text: `[click me](javascript:${x(10)})` },
  { n: 11, kind: 'object/embed', text: `<object data="javascript:${x(11)}"></object><embed src="javascript:${x(11)}">` },
  { n: 12, kind: 'entity-encoded', text: `<a href="&#106;avascript:${x(12)}">entity</a>` },
  { n: 13, kind: 'Arabic script tag', text: `عرض خاص <script>${x(13)}</script> اليوم` },
  { n: 14, kind: 'Arabic img onerror', text: `تمر المدينة <img src=x onerror=${x(14)}>` },
  { n: 15, kind: 'details ontoggle', text: `<details open ontoggle=${x(15)}>` },
  { n: 16, kind: 'style/mXSS', text: `<math><style><img src=x onerror=${x(16)}></style></math>` },
];

/** URL vectors: where a field is a link. A server or a reader must refuse every one. */
export const URL_VECTORS: readonly Vector[] = [
  { n: 21, kind: 'javascript:', text: `javascript:${x(21)}` },
  { n: 22, kind: 'mixed case', text: `JaVaScRiPt:${x(22)}` },
  { n: 23, kind: 'tab inside', text: `java\tscript:${x(23)}` },
  { n: 24, kind: 'leading control', text: `\u0001javascript:${x(24)}` },
  { n: 25, kind: 'entity', text: `&#106;avascript:${x(25)}` },
  { n: 26, kind: 'data:text/html', text: `data:text/html,<script>${x(26)}</script>` },
  { n: 27, kind: 'data base64', text: `data:text/html;base64,${Buffer.from(`<script>${x(27)}</script>`).toString('base64')}` },
  { n: 28, kind: 'vbscript:', text: `vbscript:msgbox(${x(28)})` },
  { n: 29, kind: 'newline inside', text: `javascript\n:${x(29)}` },
  { n: 30, kind: 'leading space', text: ` javascript:${x(30)}` },
  { n: 31, kind: 'protocol-relative', text: `//evil.example/${x(31)}` },
];

/**
 * Bidi override names: U+202E (RLO, left open on purpose), U+2066–2069 isolates left unbalanced.
 * Shown inside a sentence, each must be isolated (bdi, dir=auto or unicode-bidi: isolate) so it
 * cannot reorder the words around it.
 */
export const BIDI_NAMES = {
  en: 'Fresh \u202Egnp.exe dates',
  ar: 'تمر \u202Eخاص \u2066عرض\u2067 اليوم',
} as const;

/** Every text vector in one block of text (for long fields: info, description, messages). */
export function corpusText(lang: 'en' | 'ar', max = 2000): string {
  const lead = lang === 'ar' ? 'نص عدائي:' : 'Hostile text:';
  let out = lead;
  for (const v of TEXT_VECTORS) {
    const next = `${out} ${v.text}`;
    if (next.length > max) break;
    out = next;
  }
  return out;
}

/** How many text vectors a written text carries (for the vectors × places count). */
export function vectorsIn(...texts: string[]): number {
  return texts.reduce((sum, text) => sum + TEXT_VECTORS.filter((v) => text.includes(v.text)).length, 0);
}

/** One vector per short field, cycled by index, within the field's length limit. */
export function shortVector(i: number, max: number): Vector {
  const fitting = TEXT_VECTORS.filter((v) => v.text.length <= max);
  const v = fitting[i % fitting.length];
  if (!v) throw new Error(`No vector fits ${max} characters`);
  return v;
}

/** Defines `window.__xss` before any page script and records calls and alert-like dialogs. */
export async function installMarker(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript((marker) => {
    const w = window as unknown as Record<string, unknown>;
    const calls: unknown[] = [];
    Object.defineProperty(w, `${marker}Calls`, { value: calls });
    Object.defineProperty(w, marker, { value: (n: unknown) => calls.push(n) });
    // Anything content could add that runs or frames script, even if removed again at once.
    const added: string[] = [];
    Object.defineProperty(w, `${marker}Added`, { value: added });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const el of [node, ...node.querySelectorAll('*')]) {
            const tag = el.localName;
            if (['iframe', 'object', 'embed', 'frame'].includes(tag)) added.push(el.outerHTML.slice(0, 200));
            // The apps' own scripts: index.html's inline locale snippet (in head) and same-origin bundles.
            if (tag === 'script') {
              const src = el.getAttribute('src');
              const own = src ? new URL(src, location.href).origin === location.origin : el.parentElement === document.head;
              if (!own || (el.textContent ?? '').includes(marker)) added.push(el.outerHTML.slice(0, 200));
            }
          }
        }
    }).observe(document, { childList: true, subtree: true });
  }, MARKER);
  return { dialogs };
}

export interface PageFindings {
  calls: unknown[];
  added: string[];
  onAttributes: string[];
  unsafeLinks: string[];
  openers: string[];
  foreignElements: string[];
  unisolatedBidi: string[];
  /** How many text nodes with a bidi control were examined. */
  bidiTexts: number;
}

/** What the page holds now: every check of the brief, as lists that must be empty. */
export async function inspect(page: Page): Promise<PageFindings> {
  return page.evaluate((marker) => {
    const w = window as unknown as Record<string, unknown[]>;
    const all = [...document.querySelectorAll('*')];
    const onAttributes = all.flatMap((el) =>
      [...el.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => `${el.localName}[${a.name}]`),
    );
    const safe = (raw: string) => {
      let url: URL;
      try {
        url = new URL(raw, location.href);
      } catch {
        return false;
      }
      if (['mailto:', 'tel:'].includes(url.protocol)) return true;
      return url.protocol === 'http:' || url.protocol === 'https:';
    };
    const linkAttrs: [string, string][] = [
      ['a[href]', 'href'],
      ['area[href]', 'href'],
      ['iframe[src]', 'src'],
      ['form[action]', 'action'],
      ['embed[src]', 'src'],
      ['object[data]', 'data'],
    ];
    const unsafeLinks = linkAttrs.flatMap(([selector, attr]) =>
      [...document.querySelectorAll(selector)].map((el) => el.getAttribute(attr) ?? '').filter((value) => !safe(value)),
    );
    const openers = [...document.querySelectorAll('a[target="_blank" i], area[target="_blank" i], form[target="_blank" i]')]
      .filter((el) => {
        const rel = (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
        return !(rel.includes('noopener') && rel.includes('noreferrer'));
      })
      .map((el) => el.outerHTML.slice(0, 160));
    const foreignElements = [...document.querySelectorAll('body iframe, body object, body embed, body frame, body script')].map((el) =>
      el.outerHTML.slice(0, 160),
    );
    // Text nodes that carry a bidi override or isolate control: an inline element that isolates
    // it (bdi, a dir attribute, unicode-bidi isolate/plaintext) below the nearest block, or that
    // block holding the text and nothing else.
    const unisolatedBidi: string[] = [];
    let bidiTexts = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[\u202A-\u202E\u2066-\u2069]/.test(text)) continue;
      bidiTexts += 1;
      let isolated = false;
      for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        // A block (or an atomic inline: inline-block, inline-flex) ends the bidi paragraph: the text
        // is safe there only if it is all the block holds.
        // (The UA sheet gives p, div and other blocks unicode-bidi: isolate, which isolates the block
        // from its own inline context, not the text inside it from the words next to it.)
        if (style.display !== 'inline' && style.display !== 'contents') {
          isolated = (el.textContent ?? '').trim() === text.trim();
          break;
        }
        if (el.localName === 'bdi' || el.hasAttribute('dir') || /isolate|plaintext/.test(style.unicodeBidi)) {
          isolated = true;
          break;
        }
      }
      if (!isolated) unisolatedBidi.push(`${node.parentElement?.localName ?? '?'}: ${JSON.stringify(text.slice(0, 60))}`);
    }
    return {
      calls: [...(w[`${marker}Calls`] ?? [])],
      added: (w[`${marker}Added`] ?? []).map(String),
      onAttributes,
      unsafeLinks,
      openers,
      foreignElements,
      unisolatedBidi,
      bidiTexts,
    };
  }, MARKER);
}

/** All checks on the page as it is: nothing ran, nothing unsafe rendered, `shown` is there as text. */
export async function expectHarmless(page: Page, where: string, dialogs: string[], shown: readonly string[]): Promise<PageFindings> {
  // Give late handlers (img onerror, svg onload, autofocus) their chance to fire.
  // Bounded: content that keeps the network busy (a frame, an object) must fail on what it did, not time out.
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await page.waitForTimeout(150);
  const found = await inspect(page);
  expect(found.calls, `${where}: a payload ran`).toEqual([]);
  expect(dialogs, `${where}: a dialog opened`).toEqual([]);
  expect(found.added, `${where}: content added a script, frame or object`).toEqual([]);
  expect(found.foreignElements, `${where}: script, frame or object in the page`).toEqual([]);
  expect(found.onAttributes, `${where}: an on* attribute`).toEqual([]);
  expect(found.unsafeLinks, `${where}: a link that is not http, https, mailto or tel`).toEqual([]);
  expect(found.openers, `${where}: target=_blank without noopener noreferrer`).toEqual([]);
  expect(found.unisolatedBidi, `${where}: a bidi control that is not isolated`).toEqual([]);
  await expectShown(page, where, shown);
  return found;
}

/** At least one of `shown` is on the page as text (rendered, or in a form field), so a page cannot pass by rendering nothing. */
export async function expectShown(page: Page, where: string, shown: readonly string[], timeout = 15_000): Promise<void> {
  const seen = async () => {
    const body = await page.evaluate(() =>
      [document.body.innerText, ...[...document.querySelectorAll('input, textarea')].map((f) => (f as HTMLInputElement).value)].join('\n'),
    );
    return shown.filter((s) => body.includes(s)).length;
  };
  // A page may still be filling its form from the answer when the network is idle.
  await expect
    .poll(seen, { message: `${where}: none of ${JSON.stringify(shown.map((s) => s.slice(0, 40)))} is shown as text`, timeout })
    .toBeGreaterThan(0);
}

/** The demo seller's session through the real vendor API (`PUT /api/v1/entrance/login`). */
export async function vendorApi(request: APIRequestContext) {
  const login = await request.put(`${apps.mockApi}/api/v1/entrance/login`, {
    data: { method: 'userName', userName: demoAccounts.seller.userName, password: demoAccounts.seller.password, rememberMe: false },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const session = ((await login.json()) as { data: { token: string; user: { shop: string | number } } }).data;
  const headers = { authorization: `Bearer ${session.token}` };
  const call = async (method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown) => {
    const response = await request.fetch(`${apps.mockApi}${path}`, {
      method,
      headers,
      ...(method === 'GET' ? { params: (data ?? {}) as Record<string, string> } : { data }),
    });
    return { status: response.status(), body: (await response.json().catch(() => ({}))) as { data?: unknown; error?: unknown } };
  };
  /** A write that must succeed; returns its `data`. */
  const write = async <T = unknown>(method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown): Promise<T> => {
    const answer = await call(method, path, data);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(300);
    return answer.body.data as T;
  };
  return { shop: String(session.user.shop), call, write };
}

export async function resetMock(request: APIRequestContext) {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
}

/**
 * The demo customer through the real customer API (OTP sign-in), as an attacker with a customer
 * account would write: their own name, and an order's notes the shop reads in the dashboard.
 */
export async function customerApi(request: APIRequestContext) {
  const { countryCode, phone, otpCode } = demoAccounts.customer;
  expect((await request.post(`${apps.mockApi}/api/v1/auth/otp`, { data: { phone, countryCode, sendSMS: true } })).ok()).toBe(true);
  const verify = await request.post(`${apps.mockApi}/api/v1/auth/otp/verify`, { data: { phone, countryCode, token: otpCode } });
  expect(verify.ok(), await verify.text()).toBe(true);
  const { token } = ((await verify.json()) as { data: { token: string } }).data;
  const write = async <T = unknown>(method: 'PUT' | 'POST', path: string, data: unknown): Promise<T> => {
    const response = await request.fetch(`${apps.mockApi}${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
    expect(response.status(), `${method} ${path}: ${(await response.text()).slice(0, 300)}`).toBeLessThan(300);
    return ((await response.json()) as { data: T }).data;
  };
  return { write };
}
