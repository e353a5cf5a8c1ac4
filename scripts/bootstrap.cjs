#!/usr/bin/env node
/*
 * `npm start` / `npm test` / `npm run bench` on a fresh clone. Runs on the machine's Node 20
 * (plain CommonJS, no dependencies): installs what is missing, then hands over to a script
 * that runs on the workspace's Node 24 (node_modules/.bin/node, from the npm `node` package).
 *
 *   start  -> scripts/dev.ts       (mock API server, both apps, Storybook)
 *   test   -> scripts/test-all.ts  (every gate; ends with "N passed, N failed")
 *   bench  -> scripts/bench/run.ts (needs Chromium too)
 */
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const PNPM = 'pnpm@10.34.9';
const command = process.argv[2];
const targets = { start: 'scripts/dev.ts', test: 'scripts/test-all.ts', bench: 'scripts/bench/run.ts' };

if (!targets[command]) {
  console.error(`usage: node scripts/bootstrap.cjs ${Object.keys(targets).join('|')}`);
  process.exit(2);
}

function log(message) {
  console.log(`[dukkan] ${message}`);
}

/** What the install depends on: the lockfile and every package.json of the workspace. */
function installFingerprint() {
  const hash = createHash('sha256');
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'];
  for (const dir of ['packages', 'apps']) {
    for (const name of fs.readdirSync(path.join(root, dir))) files.push(path.join(dir, name, 'package.json'));
  }
  files.push('mocks/package.json');
  for (const file of files) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

function ensureDependencies() {
  const stamp = path.join(root, 'node_modules', '.dukkan-install');
  const nodeBin = path.join(root, 'node_modules', '.bin', 'node');
  const fingerprint = installFingerprint();
  if (fs.existsSync(nodeBin) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fingerprint) return;
  log(`installing dependencies with ${PNPM} (frozen lockfile)…`);
  const env = { ...process.env };
  delete env.NPM_CONFIG_LOGLEVEL; // pnpm reads it and goes silent (STACK.md)
  const result = spawnSync('npx', ['-y', PNPM, 'install', '--frozen-lockfile'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error('[dukkan] dependency install failed: see the output above.');
    process.exit(result.status || 1);
  }
  fs.writeFileSync(stamp, fingerprint);
}

function hasFonts() {
  return fs.existsSync('/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf') || fs.existsSync('/usr/share/fonts/truetype/noto');
}

function ensureBrowser() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(chromium) && hasFonts()) return;
  const cmd = 'apt-get update && apt-get install -y chromium fonts-noto-core';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`[dukkan] Chromium and Noto fonts are needed for the browser tests. Install them with:\n  sudo sh -c '${cmd}'`);
    process.exit(1);
  }
  log('installing Debian chromium and fonts-noto-core…');
  const result = spawnSync('sh', ['-c', cmd], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) {
    console.error(`[dukkan] could not install the browser. Run it yourself:\n  ${cmd}`);
    process.exit(result.status || 1);
  }
}

ensureDependencies();
if (command === 'test' || command === 'bench') ensureBrowser();

// Hand over to Node 24 with the workspace's bin folder first on PATH, as `pnpm run` would.
const bin = path.join(root, 'node_modules', '.bin');
const child = spawn(path.join(bin, 'node'), [targets[command], ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
