/**
 * The baseline workflow for thousands of pictures (issue #9, docs/decisions/0033).
 *
 *   node scripts/visual.ts update <story-id glob>... [-- <story file filter>...]
 *       Rewrites the pictures of the stories given, in both directions, and no other.
 *       `npm run visual:update -- 'storefront-cart-*'` (all story files are visited, only the
 *       matching pictures are written) or, faster, name the files too:
 *       `npm run visual:update -- 'ui-menu__*' -- packages/ui/src/Menu`.
 *   node scripts/visual.ts review
 *       Lists every picture changed against git HEAD (added, changed, removed) and the ones that
 *       failed in the last test run, and writes a side-by-side image for each
 *       (before | after | difference in red) into .cache/visual-review/, with an index.html.
 *
 * Pictures are kept exactly as Chromium encodes them: the comparison then starts with a byte
 * comparison and decodes nothing when a story did not change. Re-compressing them (optipng
 * saves ~20 %) would make every comparison decode two PNGs (+0.12 s a visit, measured).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = path.resolve(import.meta.dirname, '..');
export const BASELINES = '.storybook/visual/__baselines__';
const DIFFS = '.cache/visual-diffs';
const REVIEW = '.cache/visual-review';

const [command = '', ...rest] = process.argv.slice(2);

function git(args: string[], encoding: 'utf8' | 'buffer' = 'utf8') {
  return spawnSync('git', args, { cwd: root, encoding: encoding === 'utf8' ? 'utf8' : undefined, maxBuffer: 1 << 28 });
}

function update(given: string[]): number {
  // `pnpm run visual:update -- a -- b` passes the first `--` through (npm drops it): ignore it.
  const args = given[0] === '--' ? given.slice(1) : given;
  const split = args.indexOf('--');
  const globs = split === -1 ? args : args.slice(0, split);
  const files = split === -1 ? [] : args.slice(split + 1);
  if (globs.length === 0) {
    console.error(
      'usage: visual.ts update <story-id glob>... [-- <story file filter>...]\n  e.g. update "ui-menu__*" -- packages/ui/src/Menu',
    );
    return 2;
  }
  const started = Date.now();
  const result = spawnSync(
    'vitest',
    ['run', '--project', 'stories-en', '--project', 'stories-ar', '--update', '--reporter=dot', ...files],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VISUAL_ONLY: globs.join(',') },
    },
  );
  const written = readdirSync(path.join(root, BASELINES))
    .map((name) => path.join(root, BASELINES, name))
    .filter((file) => statSync(file).mtimeMs >= started);
  console.log(`${written.length} picture(s) written. Review them: npm run visual:review`);
  return result.status ?? 1;
}

function readPng(buffer: Buffer | undefined): PNG | undefined {
  return buffer && buffer.length > 0 ? PNG.sync.read(buffer) : undefined;
}

/** before | after | difference, top-aligned, on a grey page. */
function sideBySide(before: PNG | undefined, after: PNG | undefined): Buffer {
  const gap = 16;
  const blank = new PNG({ width: 1, height: 1 });
  const a = before ?? blank;
  const b = after ?? blank;
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  if (before && after) {
    const pad = (img: PNG) => {
      const out = new PNG({ width, height });
      PNG.bitblt(img, out, 0, 0, img.width, img.height, 0, 0);
      return out;
    };
    pixelmatch(pad(before).data, pad(after).data, diff.data, width, height, { threshold: 0.1 });
  }
  const sheet = new PNG({ width: width * 3 + gap * 4, height: height + gap * 2 });
  sheet.data.fill(200);
  PNG.bitblt(a, sheet, 0, 0, a.width, a.height, gap, gap);
  PNG.bitblt(b, sheet, 0, 0, b.width, b.height, width + gap * 2, gap);
  PNG.bitblt(diff, sheet, 0, 0, width, height, width * 2 + gap * 3, gap);
  return PNG.sync.write(sheet);
}

function review(): number {
  rmSync(path.join(root, REVIEW), { recursive: true, force: true });
  mkdirSync(path.join(root, REVIEW), { recursive: true });
  const status = git(['status', '--porcelain', '--untracked-files=all', '--', BASELINES]).stdout as string;
  const rows: { name: string; change: string }[] = [];
  for (const line of status.split('\n').filter(Boolean)) {
    const code = line.slice(0, 2).trim();
    const file = line.slice(3);
    const name = path.basename(file, '.png');
    const change = code === '??' || code === 'A' ? 'added' : code === 'D' ? 'removed' : 'changed';
    const before = change === 'added' ? undefined : readPng(git(['show', `HEAD:${file}`], 'buffer').stdout as Buffer);
    const after = change === 'removed' ? undefined : readPng(readFileSync(path.join(root, file)));
    writeFileSync(path.join(root, REVIEW, `${name}.png`), sideBySide(before, after));
    rows.push({ name, change });
  }
  // Pictures that failed in the last test run: vitest leaves the actual picture beside a diff.
  if (existsSync(path.join(root, DIFFS))) {
    for (const file of readdirSync(path.join(root, DIFFS)).filter((f) => f.endsWith('-actual.png'))) {
      const name = file.replace(/-actual\.png$/, '');
      const reference = path.join(root, BASELINES, `${name}.png`);
      const before = existsSync(reference) ? readPng(readFileSync(reference)) : undefined;
      writeFileSync(path.join(root, REVIEW, `${name}.failed.png`), sideBySide(before, readPng(readFileSync(path.join(root, DIFFS, file)))));
      rows.push({ name: `${name}.failed`, change: 'failed in the last run' });
    }
  }
  const html = `<!doctype html><meta charset="utf-8"><title>Visual review</title><style>body{font:14px system-ui;margin:24px}img{max-width:100%;border:1px solid #ccc}</style>
<h1>${rows.length} picture(s) to review</h1><p>Each row: before | after | difference (red).</p>
${rows.map((r) => `<h2>${r.name} — ${r.change}</h2><img loading="lazy" src="${r.name}.png" alt="${r.name}">`).join('\n')}`;
  writeFileSync(path.join(root, REVIEW, 'index.html'), html);
  for (const row of rows) console.log(`${row.change.padEnd(22)} ${row.name}`);
  console.log(`${rows.length} picture(s) to review: open ${REVIEW}/index.html`);
  return 0;
}

const commands: Record<string, (args: string[]) => number> = { update, review: () => review() };
if (import.meta.main) {
  const run = commands[command];
  if (!run) {
    console.error(`usage: node scripts/visual.ts ${Object.keys(commands).join('|')} …`);
    process.exit(2);
  }
  process.exit(run(rest));
}
