/**
 * `npm test`: every gate, one heavy process at a time (2-core machines), ending with
 * `N passed, N failed`. Counting: each static gate (lint, format, typecheck, i18n, builds) is
 * one check; vitest and Playwright contribute their individual tests, read from their JSON
 * reports. A gate whose prerequisite build failed is counted as failed, not skipped.
 *
 * Stories: one visit per story per direction renders it, runs its play function, axe and its
 * picture (docs/decisions/0033); the gate prints its cost per story so growth is visible.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SPEC_DIR } from './spec.ts';
import { playwrightFailures, vitestFailures, type PwSuite, type VitestReport } from './test-report.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
}
const totals: Tally = { passed: 0, failed: 0 };
const lines: string[] = [];
const notes: string[] = [];
const only = process.argv.slice(2);

function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env, FORCE_COLOR: '0' } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

function record(name: string, tally: Tally, seconds: number): void {
  totals.passed += tally.passed;
  totals.failed += tally.failed;
  lines.push(
    `${tally.failed ? 'FAIL' : 'ok  '} ${name.padEnd(22)} ${String(tally.passed).padStart(5)} passed ${String(tally.failed).padStart(4)} failed  ${seconds.toFixed(0)}s`,
  );
}

async function gate(name: string, cmd: string, args: string[], env?: Record<string, string>): Promise<boolean> {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const start = performance.now();
  const code = await run(cmd, args, env);
  record(name, code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }, (performance.now() - start) / 1000);
  return code === 0;
}

function vitestTally(file: string): Tally | undefined {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTests: number;
      numPendingTests: number;
    };
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  } catch {
    return undefined;
  }
}

async function vitest(name: string, projects: string[], reporter = 'default'): Promise<Tally | undefined> {
  if (only.length && !only.includes(name)) return undefined;
  console.log(`\n=== ${name}: vitest ${projects.join(', ')}`);
  const out = path.join(reports, `${name}.json`);
  const start = performance.now();
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    `--reporter=${reporter}`,
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const code = await run('vitest', args);
  const tally = vitestTally(out) ?? { passed: 0, failed: 1 };
  // A crash outside any test (config error, unhandled rejection) fails the gate too.
  if (code !== 0 && tally.failed === 0) tally.failed = 1;
  const seconds = (performance.now() - start) / 1000;
  record(name, tally, seconds);
  if (projects.length > 1) {
    const visits = tally.passed + tally.failed;
    notes.push(
      `${name}: ${visits} visits (${visits / projects.length} stories × ${projects.length} directions), ${((seconds * 1000) / Math.max(visits, 1)).toFixed(0)} ms per visit (render, play, axe, picture)`,
    );
  }
  return tally;
}

/**
 * Story files a page visits before it is recycled (docs/decisions/0054, 0105). Each shard is a
 * vitest process that starts its own Vite server and transforms the preview, the design system
 * and the mock kit again, so every shard past the first costs about a minute; today's 216 files ×
 * 2 directions fit in one shard. A file that fails in a shared page is still judged alone.
 */
const FILES_PER_PAGE = 256;

/** vitest's JSON report without the a11y addon's axe results, which outgrow a string (story-report.ts). */
const STORY_REPORTER = './scripts/story-report.ts';

function countStoryFiles(): number {
  let count = 0;
  for (const top of ['packages', 'apps']) {
    for (const pkg of readdirSync(path.join(root, top))) {
      const src = path.join(root, top, pkg, 'src');
      if (!existsSync(src)) continue;
      count += readdirSync(src, { recursive: true }).filter((f) => String(f).endsWith('.stories.tsx')).length;
    }
  }
  return count;
}

/**
 * A story run's report, file by file: what each file counted (both directions), and which files
 * failed. A file fails when vitest marks it failed or any of its tests failed, so an error
 * outside a test (an unhandled rejection, a hook) names its file as well.
 */
function storyFiles(file: string): { files: Map<string, Tally & { failedFile: boolean }>; read: boolean } {
  const files = new Map<string, Tally & { failedFile: boolean }>();
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
    for (const result of report.testResults) {
      const entry = files.get(result.name) ?? { passed: 0, failed: 0, failedFile: false };
      for (const test of result.assertionResults) {
        if (test.status === 'passed') entry.passed += 1;
        else if (test.status === 'failed') entry.failed += 1;
      }
      if (result.status === 'failed') entry.failedFile = true;
      files.set(result.name, entry);
    }
    for (const entry of files.values()) if (entry.failed > 0) entry.failedFile = true;
    return { files, read: true };
  } catch {
    return { files, read: false };
  }
}

/** Failed story files of a report. */
function failedFiles(file: string): Set<string> {
  const { files } = storyFiles(file);
  return new Set([...files].filter(([, entry]) => entry.failedFile).map(([name]) => name));
}

/**
 * Counts a story run from its per-file report: every test of a file that did not fail, and, for
 * a run that exited non-zero with no failed file to name (a crash, a config error), one failure.
 * Failed files are returned to be run again, alone; their tests are counted by that run only.
 */
function countStoryRun(file: string, code: number): { tally: Tally; failed: string[] } {
  const { files, read } = storyFiles(file);
  const tally: Tally = { passed: 0, failed: 0 };
  const failed: string[] = [];
  for (const [name, entry] of files) {
    if (entry.failedFile) failed.push(name);
    else tally.passed += entry.passed;
  }
  if ((code !== 0 || !read) && failed.length === 0) tally.failed += 1;
  return { tally, failed };
}

/**
 * The story gate: both directions, the run cut into shards of about FILES_PER_PAGE files per
 * worker, one vitest process each. The files of a shard share their worker's page
 * (`isolate: false`, no module graph re-imported per file), so a story that leaves the page
 * broken can only touch the few files after it in its own shard. A file that fails in a shared
 * page is run again, alone, in a page of its own (`STORIES_ISOLATE=1`), and that run's result is
 * the one counted: a real failure fails there too, and a file that passes alone names the file
 * before it as the one that leaked (printed, so it gets fixed) (docs/decisions/0054, 0055).
 */
async function storiesSharded(name: string, projects: string[]): Promise<void> {
  if (only.length && !only.includes(name)) return;
  const workers = 2;
  const shards = Math.max(1, Math.ceil((countStoryFiles() * projects.length) / (FILES_PER_PAGE * workers)));
  console.log(`\n=== ${name}: vitest ${projects.join(', ')} in ${shards} shards`);
  const start = performance.now();
  const tally: Tally = { passed: 0, failed: 0 };
  const toRerun = new Set<string>();
  for (let shard = 1; shard <= shards; shard += 1) {
    const out = path.join(reports, `${name}-${shard}.json`);
    const args = [
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      `--shard=${shard}/${shards}`,
      '--reporter=dot',
      `--reporter=${STORY_REPORTER}`,
    ];
    const code = await run('vitest', args, { STORY_REPORT_FILE: out });
    const part = countStoryRun(out, code);
    if (!existsSync(out))
      notes.push(`${name}: shard ${shard} of ${shards} wrote no report (vitest exited ${code}); counted as one failure`);
    for (const name of part.failed) toRerun.add(name);
    tally.passed += part.tally.passed;
    tally.failed += part.tally.failed;
  }
  if (toRerun.size > 0) {
    const files = [...toRerun].map((file) => path.relative(root, file));
    console.log(
      `\n=== ${name}: ${files.length} file(s) failed in a shared page; each again in a page of its own:\n  ${files.join('\n  ')}`,
    );
    const out = path.join(reports, `${name}-isolated.json`);
    const code = await run(
      'vitest',
      ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', `--reporter=${STORY_REPORTER}`, ...files],
      { STORIES_ISOLATE: '1', STORY_REPORT_FILE: out },
    );
    // Here every test counts as it ran: a file that fails alone fails for real.
    const part = vitestTally(out) ?? { passed: 0, failed: 1 };
    if (code !== 0 && part.failed === 0) part.failed = 1;
    tally.passed += part.passed;
    tally.failed += part.failed;
    const stillFailed = failedFiles(out);
    try {
      const report = JSON.parse(readFileSync(out, 'utf8')) as VitestReport;
      for (const failure of vitestFailures(report, root)) notes.push(`${name} failed: ${failure}`);
    } catch {
      notes.push(`${name}: the re-run alone wrote no report (vitest exited ${code})`);
    }
    const alone = files.filter((file) => !stillFailed.has(path.join(root, file)));
    if (alone.length > 0)
      notes.push(`${name}: passed alone but failed in a shared page (a file before it leaks state; find it): ${alone.join(', ')}`);
  }
  const seconds = (performance.now() - start) / 1000;
  record(name, tally, seconds);
  const visits = tally.passed + tally.failed;
  notes.push(
    `${name}: ${visits} visits (${visits / projects.length} stories × ${projects.length} directions, ${shards} shards), ${((seconds * 1000) / Math.max(visits, 1)).toFixed(0)} ms per visit (render, play, axe, picture)`,
  );
}

function playwrightTally(file: string): Tally | undefined {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      suites: PwSuite[];
      stats?: { expected: number; unexpected: number; flaky: number };
    };
    if (report.stats) {
      for (const failure of playwrightFailures(report.suites ?? [])) notes.push(`e2e failed: ${failure}`);
      if (report.stats.flaky > 0) console.log(`${file}: ${report.stats.flaky} test(s) passed only on retry (flaky)`);
      return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
    }
    return undefined;
  } catch {
    return undefined;
  }
}

/** Runs a command with its output prefixed line by line, so lanes running at once stay readable. */
function runPrefixed(prefix: string, cmd: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env, FORCE_COLOR: '0' } });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        for (const line of parts) console.log(`${prefix} ${line}`);
      });
      stream.on('end', () => rest && console.log(`${prefix} ${rest}`));
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * The journeys: English in lane 1, then Arabic in lane 2, each lane its own Playwright run with
 * its own mock server and preview servers (E2E_LANE, scripts/ports.ts), so neither language sees
 * the other's data. One after the other: two lanes at once on two cores made every journey about
 * twice as slow (each lane's Chromium renders in software), so they saved nothing
 * (docs/decisions/0055). `E2E_LANES_AT_ONCE=1` runs them side by side on a bigger machine.
 */
async function playwright(name: string, config: string, prerequisiteOk: boolean): Promise<void> {
  if (only.length && !only.includes(name)) return;
  const atOnce = process.env.E2E_LANES_AT_ONCE === '1';
  console.log(`\n=== ${name}: playwright -c ${config}, lanes en and ar ${atOnce ? 'at once' : 'one after the other'}`);
  if (!prerequisiteOk) {
    record(name, { passed: 0, failed: 1 }, 0);
    console.log(`${name}: not run, its build failed`);
    return;
  }
  const start = performance.now();
  const lane = async (project: string, index: number): Promise<Tally> => {
    const laneStart = performance.now();
    const out = path.join(reports, `${name}-${project}.json`);
    const code = await runPrefixed(`[${project}]`, 'playwright', ['test', '-c', config, '--project', project, '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      E2E_LANE: String(index + 1),
    });
    const tally = playwrightTally(out) ?? { passed: 0, failed: 1 };
    if (code !== 0 && tally.failed === 0) tally.failed = 1;
    notes.push(`${name} [${project}]: ${tally.passed + tally.failed} journeys in ${((performance.now() - laneStart) / 1000).toFixed(0)}s`);
    return tally;
  };
  const projects = ['en', 'ar'];
  const tallies: Tally[] = [];
  if (atOnce) tallies.push(...(await Promise.all(projects.map(lane))));
  else for (const [index, project] of projects.entries()) tallies.push(await lane(project, index));
  record(
    name,
    tallies.reduce((sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed }), { passed: 0, failed: 0 }),
    (performance.now() - start) / 1000,
  );
}

/**
 * A static gate run beside another (each is one process on one core): its output is prefixed
 * with its name so the two stay readable.
 */
async function sideGate(name: string, cmd: string, args: string[]): Promise<void> {
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')} (beside the other static gates)`);
  const start = performance.now();
  const code = await runPrefixed(`[${name}]`, cmd, args, {});
  record(name, code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }, (performance.now() - start) / 1000);
}

const started = performance.now();
// The static gates are single-threaded: lint on one core, format, typecheck and i18n one after
// the other on the second (~70 s instead of ~130 s one by one).
await Promise.all([
  sideGate('lint', 'eslint', ['--max-warnings=0', '.']),
  (async () => {
    await sideGate('format', 'prettier', ['--check', '--log-level=warn', '.']);
    await sideGate('typecheck', 'tsc', ['-p', 'tsconfig.json', '--noEmit']);
    await sideGate('i18n', 'node', ['scripts/i18n-check.ts']);
  })(),
]);
await vitest('unit', ['unit']);
// Both directions: every story is visited once per direction (render, play, axe, picture).
// The dot reporter keeps 3,000+ passing lines out of the log; failures print in full.
await storiesSharded('stories', ['stories-en', 'stories-ar']);
// The published Storybook (designers, Chromatic) must build; no picture comes from it.
await gate('build-storybook', 'storybook', ['build', '-o', 'storybook-static', '--quiet']);
const appsBuilt = await gate('build-apps', 'node', ['scripts/build-apps.ts']);
await playwright('e2e', 'playwright.e2e.config.ts', appsBuilt);

notes.push(
  existsSync(path.join(SPEC_DIR, 'endpoints.tsv'))
    ? `spec cross-checks: run against ${path.relative(root, SPEC_DIR)}`
    : `spec cross-checks: NOT run (no ${path.relative(root, SPEC_DIR)} beside this clone; CI has it)`,
);

console.log('\n=== summary');
for (const line of lines) console.log(line);
for (const note of notes) console.log(note);
console.log(`total time ${((performance.now() - started) / 1000).toFixed(0)}s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
