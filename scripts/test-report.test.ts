import { describe, expect, it } from 'vitest';
import { errorSummary, playwrightFailures, vitestFailures, type PwSuite } from './test-report.ts';

// The shape of Playwright's JSON reporter, trimmed to what the summary reads.
const failedAssertion = {
  message: [
    '\u001b[31mError: \u001b[39mexpect(locator).toBeVisible() failed',
    '',
    "Locator: getByRole('heading', { name: 'Wallet' })",
    'Expected: visible',
    'Timeout: 10000ms',
    '',
    'Call log:',
    "  - waiting for getByRole('heading')",
    '',
  ].join('\n'),
  location: { file: '/repo/apps/storefront/e2e/faults.spec.ts', line: 437 },
};

describe('the summary of a failed journey', () => {
  it('names the language, the journey, the line that threw and what was expected, without colours or the call log', () => {
    const suites: PwSuite[] = [
      {
        suites: [
          {
            specs: [
              {
                title: 'passes',
                file: 'storefront/e2e/a.spec.ts',
                line: 3,
                tests: [{ projectName: 'en', status: 'expected', results: [{ status: 'passed' }] }],
              },
              {
                title: 'two tabs stay signed in',
                file: 'storefront/e2e/faults.spec.ts',
                line: 413,
                tests: [
                  { projectName: 'en', status: 'expected', results: [{ status: 'passed' }] },
                  { projectName: 'ar', status: 'unexpected', results: [{ status: 'failed', error: failedAssertion }] },
                ],
              },
            ],
          },
        ],
      },
    ];
    expect(playwrightFailures(suites)).toEqual([
      '[ar] storefront/e2e/faults.spec.ts:413 › two tabs stay signed in\n' +
        "  at faults.spec.ts:437: Error: expect(locator).toBeVisible() failed | Locator: getByRole('heading', { name: 'Wallet' }) | Expected: visible",
    ]);
  });

  it('a timeout without a location still names the journey, and a very long message is cut', () => {
    expect(errorSummary({ message: 'Test timeout of 60000ms exceeded.' })).toBe('Test timeout of 60000ms exceeded.');
    expect(errorSummary(undefined)).toBe('');
    const long = errorSummary({ message: 'x'.repeat(1_000) });
    expect(long).toHaveLength(400);
    expect(long.endsWith('…')).toBe(true);
  });

  it('a flaky journey (passed on a retry) is not a failure', () => {
    const suites: PwSuite[] = [
      {
        specs: [
          {
            title: 'flaky',
            file: 'f.spec.ts',
            line: 1,
            tests: [{ projectName: 'en', status: 'flaky', results: [{ status: 'failed' }, { status: 'passed' }] }],
          },
        ],
      },
    ];
    expect(playwrightFailures(suites)).toEqual([]);
  });
});

describe('the summary of a failed story', () => {
  it('names the file relative to the clone, the story and its error, and a file that failed without a failed test', () => {
    const report = {
      testResults: [
        {
          name: '/repo/packages/ui/src/Button/Button.stories.tsx',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'Primary' },
            {
              status: 'failed',
              fullName: 'Disabled',
              failureMessages: ['\u001b[31mAssertionError\u001b[39m: expected true to be false\n    at play (Button.stories.tsx:40:5)'],
            },
          ],
        },
        { name: '/repo/packages/ui/src/Menu/Menu.stories.tsx', status: 'failed', assertionResults: [] },
        {
          name: '/repo/packages/ui/src/Link/Link.stories.tsx',
          status: 'passed',
          assertionResults: [{ status: 'passed', fullName: 'Default' }],
        },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'packages/ui/src/Button/Button.stories.tsx › Disabled\n  AssertionError: expected true to be false',
      'packages/ui/src/Menu/Menu.stories.tsx (the file itself failed)',
    ]);
  });
});
