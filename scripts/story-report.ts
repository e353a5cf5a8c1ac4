/**
 * The story gate's JSON report (scripts/test-all.ts): vitest's own JSON reporter, without each
 * test's `meta.reports`. Storybook's a11y addon puts axe's whole result there (every rule that
 * passed, with the HTML of each node it looked at): 30 KB for a button's story, hundreds for a
 * screen's. Over 3,908 visits in one shard that passed the longest string V8 can build, and the
 * report was never written (decision 0105). The gate reads only files, states and counts.
 *
 * `STORY_REPORT_FILE` names the file: a reporter given by path takes no options on the CLI.
 */
import { JsonReporter } from 'vitest/node';

// eslint-disable-next-line no-restricted-syntax -- vitest loads a reporter given by path from its default export
export default class StoryReport extends JsonReporter {
  constructor() {
    super({ outputFile: process.env.STORY_REPORT_FILE, filterMeta: (key: string) => key !== 'reports' });
  }
}
