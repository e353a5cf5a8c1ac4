import path from 'node:path';

/**
 * The product spec (`shared/spec/`) sits beside the repository in CI and on the team's
 * machines, not inside it: `../shared/spec` from the repository root. Checks that compare the
 * code with the spec's tables run only when it is there (a clone alone still passes `npm test`,
 * and the summary says the cross-checks were not run).
 */
export const SPEC_DIR = process.env.DUKKAN_SPEC_DIR ?? path.resolve(import.meta.dirname, '../../shared/spec');
