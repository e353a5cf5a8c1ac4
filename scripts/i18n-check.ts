/**
 * The i18n gate (CONVENTIONS §4): the en and ar catalogues have the same keys, none empty,
 * the same ICU arguments, no id defined twice, and every message id used in code exists.
 * Message ids are static (no template literals), so the scan below finds all of them.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const messagesDir = path.join(root, 'packages/i18n/src/messages');
const problems: string[] = [];

function loadLocale(locale: string): Map<string, { text: string; file: string }> {
  const merged = new Map<string, { text: string; file: string }>();
  for (const file of readdirSync(path.join(messagesDir, locale)).filter((f) => f.endsWith('.json'))) {
    const rel = `${locale}/${file}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path.join(messagesDir, locale, file), 'utf8'));
    } catch (error) {
      problems.push(`${rel}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    for (const [id, text] of Object.entries(parsed as Record<string, unknown>)) {
      const previous = merged.get(id);
      if (previous) problems.push(`${rel}: "${id}" is also defined in ${previous.file}`);
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${rel}: "${id}" is empty`);
      merged.set(id, { text: typeof text === 'string' ? text : '', file: rel });
    }
  }
  return merged;
}

/** Top-level ICU argument names: `{count, plural, …}` and `{name}` give count and name. */
export function icuArguments(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i += 1) {
    const ch = message[i];
    if (ch === "'") {
      const end = message.indexOf("'", i + 1);
      if (end > i + 1) i = end;
      continue;
    }
    if (ch === '{') {
      if (depth % 2 === 0) {
        const match = /^\{\s*([A-Za-z_][\w]*)/.exec(message.slice(i));
        if (match?.[1]) names.add(match[1]);
      }
      depth += 1;
    } else if (ch === '}') depth -= 1;
  }
  return [...names].sort();
}

const en = loadLocale('en');
const ar = loadLocale('ar');
for (const [id, { text, file }] of en) {
  const arabic = ar.get(id);
  if (!arabic) {
    problems.push(`ar: missing "${id}" (defined in ${file})`);
    continue;
  }
  const a = icuArguments(text).join(',');
  const b = icuArguments(arabic.text).join(',');
  if (a !== b) problems.push(`"${id}": arguments differ, en {${a}} vs ar {${b}}`);
}
for (const [id, { file }] of ar) if (!en.has(id)) problems.push(`en: missing "${id}" (defined in ${file})`);

// Every id used in code exists.
// UI code only: the mock kit and tests hold API strings, not messages.
const codeRoots = ['packages', 'apps', '.storybook'].map((d) => path.join(root, d));
// Any string literal in a message namespace counts as a use, wherever it stands
// (`id="…"`, `{ id: '…' }`, `cond ? 'a.b' : 'a.c'`), so conditional ids are checked too.
const namespaces = new Set([...en.keys()].map((id) => id.split('.')[0]).filter((ns) => ns && !ns.startsWith('use_')));
const idPattern = /["'`]((?:use_[a-z_]+)|(?:[a-z][a-zA-Z0-9]*\.[A-Za-z0-9_.-]*[A-Za-z0-9]))["'`]/g;
const dynamicPattern = /(?:formatMessage\(\s*\{\s*id:\s*`|<FormattedMessage\s+id=\{`)/;
let used = 0;

function scan(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || (name.startsWith('.') && name !== '.storybook')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) scan(full);
    else if (/\.(tsx?|mdx)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      const source = readFileSync(full, 'utf8');
      const rel = path.relative(root, full);
      if (dynamicPattern.test(source)) problems.push(`${rel}: builds a message id at run time; use static ids`);
      for (const match of source.matchAll(idPattern)) {
        const id = match[1] as string;
        if (!id.startsWith('use_') && !namespaces.has(id.split('.')[0] ?? '')) continue;
        if (/\.(json|ts|tsx|js|css|svg|png|html)$/.test(id)) continue;
        used += 1;
        if (!en.has(id)) problems.push(`${rel}: uses "${id}", which is not in the catalogues`);
      }
    }
  }
}
for (const dir of codeRoots) scan(dir);

if (problems.length) {
  console.error(`i18n check: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`i18n check: ${en.size} messages in en and ar, ${used} uses in code, all present`);
