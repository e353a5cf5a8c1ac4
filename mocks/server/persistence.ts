/**
 * The server's state on disk: `<dataDir>/db.json`. Loaded at start when it is valid for
 * this seed version and shop; saved after changes, debounced, with an atomic write (temp
 * file in the same directory, fsync, rename) so a crash never leaves half a file.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Tables } from '../src/db/database.ts';
import { SEED_VERSION, seedTables } from '../src/seed/index.ts';

export const DATA_FILE = 'db.json';

export interface LoadResult {
  tables?: Tables;
  /** Why the file was not used, when it exists but is stale or broken. */
  notice?: string;
}

/** Reads `<dataDir>/db.json`; any problem is a notice, never a crash. */
export function loadTables(dataDir: string, shopId: string): LoadResult {
  let text: string;
  try {
    text = readFileSync(join(dataDir, DATA_FILE), 'utf8');
  } catch {
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { notice: `${DATA_FILE} is not valid JSON` };
  }
  if (!parsed || typeof parsed !== 'object') return { notice: `${DATA_FILE} is not an object` };
  const data = parsed as Partial<Record<keyof Tables, unknown>> & { meta?: { version?: unknown; seq?: unknown } };
  if (data.meta?.version !== SEED_VERSION)
    return { notice: `${DATA_FILE} has version ${String(data.meta?.version)}, expected ${SEED_VERSION}` };
  if (typeof data.meta.seq !== 'number') return { notice: `${DATA_FILE} has no id sequence` };
  const expected = Object.keys(seedTables(shopId)).filter((key) => key !== 'meta') as (keyof Tables)[];
  const missing = expected.filter((key) => !Array.isArray(data[key]));
  if (missing.length) return { notice: `${DATA_FILE} lacks tables ${missing.join(', ')}` };
  const shops = data.shops as { id?: unknown }[];
  if (!shops.some((s) => s.id === shopId)) return { notice: `${DATA_FILE} holds another shop than ${shopId}` };
  return { tables: parsed as Tables };
}

let tempCounter = 0;

export async function writeTablesAtomically(dataDir: string, tables: Tables): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  tempCounter += 1;
  const temp = join(dataDir, `.${DATA_FILE}.${process.pid}.${tempCounter}.tmp`);
  const target = join(dataDir, DATA_FILE);
  try {
    const file = await open(temp, 'w');
    try {
      await file.writeFile(JSON.stringify(tables));
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  // Make the rename itself durable; not every platform can fsync a directory.
  try {
    const dir = await open(dataDir, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch {
    // Best effort only.
  }
}

export interface Saver {
  /** Call on every change: writes once the changes pause for `debounceMs`. */
  schedule(): void;
  /** Writes pending changes now and waits for every write in progress. */
  flush(): Promise<void>;
}

/** One write at a time; changes during a write schedule one more write after it. */
export function createSaver(
  dataDir: string,
  current: () => Tables,
  { debounceMs = 50, onError = (e: unknown) => console.error('[mock-api] could not save state:', e) } = {},
): Saver {
  let timer: NodeJS.Timeout | undefined;
  let dirty = false;
  let writing: Promise<void> | undefined;

  const write = async (): Promise<void> => {
    while (dirty) {
      dirty = false;
      try {
        await writeTablesAtomically(dataDir, current());
      } catch (error) {
        onError(error);
      }
    }
  };
  const start = (): Promise<void> => {
    writing ??= write().finally(() => {
      writing = undefined;
    });
    return writing;
  };

  return {
    schedule() {
      dirty = true;
      clearTimeout(timer);
      timer = setTimeout(() => void start(), debounceMs);
    },
    async flush() {
      clearTimeout(timer);
      timer = undefined;
      if (dirty) await start();
      else if (writing) await writing;
    },
  };
}
