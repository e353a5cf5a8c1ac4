/**
 * What `npm test`'s summary says of a failed journey or story (scripts/test-all.ts). CI keeps only
 * the end of the log, so the summary names the journey and its language, or the story file and
 * story, with the line that threw and what the assertion expected: enough to start from without a
 * local run.
 */
import path from 'node:path';

interface PwError {
  message?: string;
  location?: { file?: string; line?: number };
}

export interface PwSuite {
  specs?: {
    title?: string;
    file?: string;
    line?: number;
    tests?: { projectName?: string; results?: { status: string; error?: PwError }[]; status?: string }[];
  }[];
  suites?: PwSuite[];
}

/**
 * What an error says, without colour codes or its call log: its first three lines (the matcher,
 * the locator, what was expected) joined, at most 400 characters, then where in the spec it threw.
 */
export function errorSummary(error: PwError | undefined): string {
  // eslint-disable-next-line no-control-regex
  const text = (error?.message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split(/\n\s*Call log:/)[0] ?? '';
  const joined = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' | ');
  const short = joined.length > 400 ? `${joined.slice(0, 399)}…` : joined;
  const at = error?.location?.line ? `at ${path.basename(error.location.file ?? '?')}:${error.location.line}` : '';
  return [at, short].filter(Boolean).join(': ');
}

/**
 * The journeys that failed (not flaky), as `[project] file:line › title`, then the step that
 * failed and its first error line, so the summary (the part of a CI log that is kept) says where.
 */
export function playwrightFailures(suites: PwSuite[]): string[] {
  const found: string[] = [];
  const walk = (suite: PwSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = (test.results ?? []).map((r) => r.error).find(Boolean);
        const detail = errorSummary(error);
        found.push(
          `[${test.projectName ?? '?'}] ${spec.file ?? '?'}:${spec.line ?? '?'} › ${spec.title ?? '?'}${detail ? `\n  ${detail}` : ''}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites) walk(suite);
  return found;
}

/** vitest's JSON report (the story gate's, scripts/story-report.ts), trimmed to what is read. */
export interface VitestReport {
  testResults: {
    name: string;
    status: string;
    assertionResults: { status: string; fullName?: string; failureMessages?: string[] }[];
  }[];
}

/**
 * The tests that failed in a vitest JSON report, as `file › test` and the failure's first lines
 * (colour codes left out, 400 characters at most), so the summary names a failed story.
 */
export function vitestFailures(report: VitestReport, root: string): string[] {
  const found: string[] = [];
  for (const file of report.testResults) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) {
      // The message without its stack: in a browser run the frames are long URLs of Vite's cache.
      const message = (test.failureMessages?.[0] ?? '')
        .split('\n')
        .filter((line) => !/^\s*at /.test(line))
        .join('\n');
      const detail = errorSummary({ message });
      found.push(`${path.relative(root, file.name)} › ${test.fullName ?? '?'}${detail ? `\n  ${detail}` : ''}`);
    }
    // A file that failed with no failed test (it did not load, a hook threw) is named on its own.
    if (file.status === 'failed' && failed.length === 0) found.push(`${path.relative(root, file.name)} (the file itself failed)`);
  }
  return found;
}
