/**
 * The static server of the visual tests and benches (scripts/static-server.ts), started as the
 * benches start it, on a fixed uncommon port, and sent raw request lines: `fetch` and `URL`
 * would normalise `..` and escapes away before they reach the server (decision 0083).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ports } from './ports.ts';

const PORT = ports.staticServerTest;
const SCRIPT = path.resolve(import.meta.dirname, 'static-server.ts');

/** Sends one raw HTTP/1.1 request line; the status, or 0 when the connection died. */
function rawStatus(port: number, target: string): Promise<number> {
  return rawAnswer(port, target).then((text) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0));
}

/** The whole raw answer (status line, headers, body), or '' when the connection died. */
function rawAnswer(port: number, target: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('connect', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text));
  });
}

function waitForServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('serving')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
}

describe('static server', () => {
  let base: string;
  let child: ChildProcess;

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'dukkan-static-'));
    const root = path.join(base, 'storybook-static');
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>ok</title>');
    writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1)');
    mkdirSync(path.join(base, 'storybook-static-evil'));
    writeFileSync(path.join(base, 'storybook-static-evil', 'x'), 'secret');
    writeFileSync(path.join(base, 'secret.txt'), 'secret');
    child = spawn(process.execPath, [SCRIPT, root, String(PORT)], { stdio: ['ignore', 'pipe', 'pipe'] });
    await waitForServer(child);
  });

  afterAll(() => {
    child.kill();
    rmSync(base, { recursive: true, force: true });
  });

  it('serves files of its folder', async () => {
    expect(await rawStatus(PORT, '/')).toBe(200);
    expect(await rawStatus(PORT, '/assets/app.js')).toBe(200);
    expect(await rawStatus(PORT, '/assets/missing.js')).toBe(404);
  });

  it('answers 400 to a malformed escape, and keeps serving', async () => {
    expect(await rawStatus(PORT, '/%')).toBe(400);
    expect(await rawStatus(PORT, '/%E0%A4%A')).toBe(400);
    expect(await rawStatus(PORT, '/assets/%zz.js')).toBe(400);
    expect(child.exitCode).toBeNull();
    expect(await rawStatus(PORT, '/')).toBe(200);
  });

  it('serves nothing outside its folder, sibling folders with the same prefix included', async () => {
    for (const target of [
      '/../storybook-static-evil/x',
      '/..%2fstorybook-static-evil%2fx',
      '/..%2f..%2fetc/passwd',
      '/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const status = await rawStatus(PORT, target);
      expect([403, 404], target).toContain(status);
    }
    expect(child.exitCode).toBeNull();
  });

  it('refuses a NUL byte in a path', async () => {
    expect(await rawStatus(PORT, '/index.html%00.js')).toBe(400);
    expect(child.exitCode).toBeNull();
  });
});

/**
 * The e2e journeys serve the built apps with `vite preview` (playwright.e2e.config.ts), whose
 * static files come from sirv: the same raw requests must neither crash it nor leave `dist`.
 */
describe('vite preview, as the e2e runs serve the builds', () => {
  const VITE_PORT = ports.vitePreviewTest;
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'dukkan-preview-'));
    mkdirSync(path.join(base, 'app', 'dist', 'assets'), { recursive: true });
    writeFileSync(path.join(base, 'app', 'dist', 'index.html'), '<!doctype html><title>ok</title>');
    writeFileSync(path.join(base, 'app', 'dist', 'assets', 'app.js'), 'console.log(1)');
    mkdirSync(path.join(base, 'app', 'dist-evil'));
    writeFileSync(path.join(base, 'app', 'dist-evil', 'x'), 'secret');
    writeFileSync(path.join(base, 'app', 'secret.txt'), 'secret');
    const { preview } = await import('vite');
    const server = await preview({
      root: path.join(base, 'app'),
      configFile: false,
      logLevel: 'silent',
      build: { outDir: 'dist' },
      preview: { host: '127.0.0.1', port: VITE_PORT, strictPort: true },
    });
    close = () => server.close();
  });

  afterAll(async () => {
    await close();
    rmSync(base, { recursive: true, force: true });
  });

  it('answers malformed escapes and paths outside dist without crashing or leaking', async () => {
    expect(await rawStatus(VITE_PORT, '/assets/app.js')).toBe(200);
    for (const target of ['/%', '/%E0%A4%A', '/../dist-evil/x', '/..%2fdist-evil%2fx', '/..%2f..%2fetc/passwd', '/%2e%2e/secret.txt']) {
      const status = await rawStatus(VITE_PORT, target);
      expect(status, target).toBeGreaterThan(0);
      // sirv answers an unknown path with the SPA's index.html (200): never the file outside.
      expect(await rawAnswer(VITE_PORT, target), target).not.toContain('secret');
    }
    expect(await rawStatus(VITE_PORT, '/assets/app.js')).toBe(200);
  });
});
