/**
 * The doors of an app ship as one chunk each (docs/decisions/0101).
 *
 * A visit starts at one of a few "doors": the dashboard's sign-in page, or its signed-in layout
 * (every staff page renders inside it). Automatic chunking cuts what a door needs beyond the
 * entry into pieces by which lazy routes share each module: 17 files for the sign-in page, which
 * compress 3–4 KB worse apart than together, and one request each. A manual group cannot name a
 * door's modules by itself: groups see the source graph, where a barrel (`@dukkan/ui`) imports
 * everything, not the graph after tree-shaking.
 *
 * So the build runs twice over the same sources (Vite's builder, two environments):
 *
 * 1. `plan`: the build as it was (the entry plus automatic chunks), in memory, never written. Its
 *    chunks say which modules each door loads after tree-shaking: the door's chunk and its static
 *    imports, the entry's own excluded. A layout door also counts what at least half the pages
 *    under it load (`encloses`).
 * 2. `client`: the real build. A module that two or more doors load goes into the entry (every
 *    visit goes through one of the doors, so every visit loads it anyway); a module only one door
 *    loads goes into that door's chunk. Everything else is split automatically as before.
 *
 * Lazy routes that use a door's module load that door's chunk. For the signed-in layout that
 * costs nothing (it is always loaded under them); for the sign-in page it is the form kit that 21
 * of the 48 staff pages use anyway.
 */
import path from 'node:path';
import type { Plugin, UserConfig } from 'vite';

export interface Door {
  /** The chunk's name, e.g. `sign-in`. */
  name: string;
  /** The door's lazily loaded module, from the app's root, e.g. `src/routes/SignInRoute.tsx`. */
  module: string;
  /**
   * For a layout: the folder (from the app's root) of the lazy pages it renders inside it. What
   * at least half of those pages load ships with the layout too: a visit sees several pages.
   */
  encloses?: string;
}

interface OutputChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  moduleIds?: string[];
}

export interface DoorPlan {
  /** The entry's modules: its own and those two or more doors load. */
  entry: Set<string>;
  /** Modules two or more doors load (in `entry` too). */
  shared: Set<string>;
  /** Modules one door alone loads, by door name. */
  own: Map<string, Set<string>>;
}

/** What each door loads beyond the entry, read from a build's chunks. Pure, for the unit test. */
export function planDoors(root: string, doors: readonly Door[], bundle: Record<string, OutputChunkLike>): DoorPlan {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: OutputChunkLike, into = new Set<OutputChunkLike>()) => {
    if (into.has(start)) return into;
    into.add(start);
    for (const file of start.imports ?? []) {
      const next = byFile.get(file);
      if (next) closure(next, into);
    }
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first-page chunks: the plan build has no entry chunk');
  const initial = closure(entry);
  const modulesFrom = (chunk: OutputChunkLike) => {
    const modules = new Set<string>();
    for (const part of closure(chunk)) if (!initial.has(part)) for (const module of part.moduleIds ?? []) modules.add(module);
    return modules;
  };
  const loads = new Map<string, Set<string>>();
  for (const door of doors) {
    const id = path.resolve(root, door.module);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`first-page chunks: no chunk starts at ${door.module}; is it still imported lazily?`);
    const modules = modulesFrom(chunk);
    if (door.encloses) {
      const folder = path.resolve(root, door.encloses) + path.sep;
      const pages = chunks.filter((candidate) => candidate.facadeModuleId?.startsWith(folder));
      if (pages.length === 0) throw new Error(`first-page chunks: no lazy page under ${door.encloses}`);
      const pagesLoading = new Map<string, number>();
      for (const page of pages) for (const module of modulesFrom(page)) pagesLoading.set(module, (pagesLoading.get(module) ?? 0) + 1);
      // At least half the pages, and never one page alone (its own modules stay its own).
      for (const [module, count] of pagesLoading) if (count > 1 && count * 2 >= pages.length) modules.add(module);
    }
    loads.set(door.name, modules);
  }
  const count = new Map<string, number>();
  for (const modules of loads.values()) for (const module of modules) count.set(module, (count.get(module) ?? 0) + 1);
  const shared = new Set([...count].filter(([, n]) => n > 1).map(([module]) => module));
  const own = new Map([...loads].map(([name, modules]) => [name, new Set([...modules].filter((module) => !shared.has(module)))]));
  const entryModules = new Set([...initial].flatMap((part) => part.moduleIds ?? []));
  for (const module of shared) entryModules.add(module);
  return { entry: entryModules, shared, own };
}

const PLAN = 'plan';
const PLANS = Symbol.for('dukkan.firstPageChunks.plans');

/**
 * Builds `doors` as one chunk each: for `vite build`, a `plan` environment built first in memory
 * with `entryGroup` alone, then the client build whose groups read the plan (the dev server is
 * left as it is). Each environment sets its own `codeSplitting`; the app's shared `build` must
 * set none (Vite would concatenate the groups).
 */
export function firstPageChunks(root: string, doors: readonly Door[], entryGroup: { name: string; tags: ['$initial'] }): Plugin[] {
  // Vite resolves the config again for each environment (a fresh copy of this closure), so the
  // plan lives in one place per process and app.
  const plans = ((globalThis as { [PLANS]?: Map<string, DoorPlan> })[PLANS] ??= new Map<string, DoorPlan>());
  const planned = (read: (plan: DoorPlan) => Set<string> | undefined) => (id: string) => {
    const plan = plans.get(root);
    if (!plan) throw new Error('first-page chunks: the client build ran before the plan build');
    return read(plan)?.has(id) ?? false;
  };
  const planReader: Plugin = {
    name: 'dukkan:first-page-chunks:plan',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === PLAN,
    generateBundle(_options, bundle) {
      // The plan build is never written (`write: false`); its chunks are only read.
      plans.set(root, planDoors(root, doors, bundle as unknown as Record<string, OutputChunkLike>));
    },
  };
  const config: Pick<UserConfig, 'builder' | 'environments'> = {
    environments: {
      [PLAN]: {
        consumer: 'client',
        build: {
          write: false,
          manifest: false,
          sourcemap: false,
          rolldownOptions: { output: { codeSplitting: { groups: [entryGroup] } } },
        },
      },
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // The entry's own modules (what `entryGroup`'s tags capture) and the doors' shared ones.
                  { name: entryGroup.name, test: planned((p) => p.entry), priority: 2 },
                  ...doors.map((door) => ({ name: door.name, test: planned((p) => p.own.get(door.name)), priority: 1 })),
                ],
              },
            },
          },
        },
      },
    },
    builder: {
      async buildApp(builder) {
        const planEnvironment = builder.environments[PLAN];
        const client = builder.environments.client;
        if (!planEnvironment || !client) throw new Error('first-page chunks: the plan and client environments are missing');
        plans.delete(root);
        await builder.build(planEnvironment);
        await builder.build(client);
      },
    },
  };
  return [{ name: 'dukkan:first-page-chunks', apply: 'build', config: () => config }, planReader];
}
