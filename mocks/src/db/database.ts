/**
 * The stateful in-memory database behind every mock handler. One current instance per
 * process (the browser tab, a vitest worker, the mock API server); handlers read it at
 * request time through `db()`, so a story or test can reset it without rebuilding handlers.
 *
 * Tables are plain JSON-safe data so the mock API server can persist them to a file.
 */
import type { CustomerTables } from './tables.customer.ts';
import type { VendorTables } from './tables.dashboard.ts';

export type Tables = CustomerTables & VendorTables & { meta: { version: number; seq: number } };

export interface Db {
  readonly tables: Tables;
  /** A new id, unique within this database: `prefix_123`. */
  nextId(prefix: string): string;
  /** Call after every mutation: the server persists on change. */
  touch(): void;
}

type Listener = (tables: Tables) => void;

let current: Db | undefined;
let seedFactory: (() => Tables) | undefined;
const listeners = new Set<Listener>();

function wrap(tables: Tables): Db {
  return {
    tables,
    nextId(prefix) {
      tables.meta.seq += 1;
      return `${prefix}_${tables.meta.seq}`;
    },
    touch() {
      for (const listener of listeners) listener(tables);
    },
  };
}

/** Registered once by `seed/index.ts`; kept apart so this module has no seed import cycle. */
export function registerSeed(factory: () => Tables): void {
  seedFactory = factory;
}

export function seedTables(): Tables {
  if (!seedFactory) throw new Error('No seed registered: import @dukkan/mocks, not the db module alone.');
  return seedFactory();
}

export function db(): Db {
  current ??= wrap(seedTables());
  return current;
}

/** Replace the current state: the seed when no tables are given (fresh per story and test). */
export function resetDb(tables?: Tables): Db {
  current = wrap(tables ?? seedTables());
  return current;
}

export function onDbChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
