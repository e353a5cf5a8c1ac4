/**
 * `npm start`: the mock API server, both host apps (Vite dev servers proxying /api to the
 * mock server) and Storybook, together. Each child runs in its own process group so Ctrl-C
 * (or SIGTERM) ends all of them and their children: no orphaned servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { demoAccounts } from '../mocks/src/config.ts';
import { ports } from './ports.ts';

const root = path.resolve(import.meta.dirname, '..');

interface Service {
  name: string;
  command: string;
  args: string[];
  url: string;
  probe: string;
  env?: Record<string, string>;
}

const services: Service[] = [
  {
    name: 'mock-api',
    command: 'node',
    args: ['mocks/server/main.ts'],
    url: `http://127.0.0.1:${ports.mockApi}`,
    probe: `http://127.0.0.1:${ports.mockApi}/health`,
    env: { MOCK_API_PORT: String(ports.mockApi) },
  },
  {
    name: 'storefront',
    command: 'vite',
    args: ['--config', 'apps/storefront/vite.config.ts'],
    url: `http://127.0.0.1:${ports.storefrontDev}/`,
    probe: `http://127.0.0.1:${ports.storefrontDev}/`,
  },
  {
    name: 'dashboard',
    command: 'vite',
    args: ['--config', 'apps/dashboard/vite.config.ts'],
    url: `http://127.0.0.1:${ports.dashboardDev}/`,
    probe: `http://127.0.0.1:${ports.dashboardDev}/`,
  },
  {
    name: 'storybook',
    command: 'storybook',
    args: ['dev', '-p', String(ports.storybook), '--host', '127.0.0.1', '--no-open', '--ci'],
    url: `http://127.0.0.1:${ports.storybook}/`,
    probe: `http://127.0.0.1:${ports.storybook}/index.json`,
  },
];

const children = new Map<string, ChildProcess>();
let stopping = false;

function prefix(name: string, chunk: Buffer): void {
  for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
}

function start(service: Service): void {
  const child = spawn(service.command, service.args, {
    cwd: root,
    detached: true, // own process group: we end the whole group
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...service.env, FORCE_COLOR: '1' },
  });
  child.stdout?.on('data', (chunk: Buffer) => prefix(service.name, chunk));
  child.stderr?.on('data', (chunk: Buffer) => prefix(service.name, chunk));
  child.on('exit', (code, signal) => {
    children.delete(service.name);
    if (!stopping) {
      console.error(`[dukkan] ${service.name} stopped (${signal ?? `exit ${code}`}); stopping the others.`);
      void stop(1);
    }
  });
  children.set(service.name, child);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\n[dukkan] stopping…');
  const running = [...children.values()];
  for (const child of running) killGroup(child, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (children.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const child of children.values()) killGroup(child, 'SIGKILL');
  process.exit(code);
}

async function waitFor(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));

for (const service of services) start(service);
const ready = await Promise.all(services.map((s) => waitFor(s.probe, 180_000)));
if (!stopping) {
  const width = 14;
  console.log('\n┌─ Dukkan is running ─────────────────────────────────────────────');
  services.forEach((s, i) => console.log(`│ ${s.name.padEnd(width)} ${s.url}${ready[i] ? '' : '   (not answering yet)'}`));
  console.log('│');
  console.log(
    `│ Customer sign-in   phone +${demoAccounts.customer.countryCode} ${demoAccounts.customer.phone}, code ${demoAccounts.customer.otpCode}`,
  );
  console.log(
    `│ Vendor sign-in     user name "${demoAccounts.seller.userName}" or phone ${demoAccounts.seller.phone}, password ${demoAccounts.seller.password}`,
  );
  console.log(`│ Cashier sign-in    user name "${demoAccounts.cashier.userName}", password ${demoAccounts.cashier.password}`);
  console.log('│ Reset the mock data: npm run mock:reset   ·   Stop: Ctrl-C');
  console.log('└──────────────────────────────────────────────────────────────────');
}
