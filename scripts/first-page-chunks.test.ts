import { describe, expect, it } from 'vitest';
import { planDoors, type Door } from './first-page-chunks.ts';

/**
 * planDoors reads which modules each door loads from a build's chunks (docs/decisions/0101).
 * The bundle here is a small dashboard: an entry, a sign-in door, a layout door over three
 * pages, and shared pieces cut by automatic chunking.
 */
const root = '/app';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], extra: { isEntry?: boolean; facade?: string } = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facade ?? null,
  imports,
  moduleIds,
});

const bundle = {
  'index.js': chunk('index.js', ['/app/src/main.tsx', '/nm/react.js'], [], { isEntry: true, facade: '/app/src/main.tsx' }),
  'SignIn.js': chunk('SignIn.js', ['/app/src/routes/SignInRoute.tsx'], ['form.js', 'money.js', 'index.js'], {
    facade: '/app/src/routes/SignInRoute.tsx',
  }),
  'Layout.js': chunk('Layout.js', ['/app/src/layout/Layout.tsx'], ['icons.js', 'index.js'], { facade: '/app/src/layout/Layout.tsx' }),
  'A.js': chunk('A.js', ['/app/src/areas/A.tsx'], ['money.js', 'table.js'], { facade: '/app/src/areas/A.tsx' }),
  'B.js': chunk('B.js', ['/app/src/areas/B.tsx'], ['money.js', 'table.js', 'form.js'], { facade: '/app/src/areas/B.tsx' }),
  'C.js': chunk('C.js', ['/app/src/areas/C.tsx'], ['chart.js'], { facade: '/app/src/areas/C.tsx' }),
  'form.js': chunk('form.js', ['/nm/final-form.js', '/app/ui/Form.tsx'], ['icons.js']),
  'money.js': chunk('money.js', ['/app/core/money.ts']),
  'icons.js': chunk('icons.js', ['/app/ui/icons.tsx']),
  'table.js': chunk('table.js', ['/app/ui/Table.tsx']),
  'chart.js': chunk('chart.js', ['/app/ui/Chart.tsx']),
  'style.css': { type: 'asset' as const, fileName: 'style.css' },
};

const doors: Door[] = [
  { name: 'sign-in', module: 'src/routes/SignInRoute.tsx' },
  { name: 'signed-in', module: 'src/layout/Layout.tsx', encloses: 'src/areas' },
];

describe('planDoors', () => {
  const plan = planDoors(root, doors, bundle);

  it('ships in the entry what two doors load, the entry’s own modules left out', () => {
    // icons: the form (sign-in) and the layout; money: sign-in, and 2 of the layout's 3 pages.
    expect([...plan.shared].sort()).toEqual(['/app/core/money.ts', '/app/ui/icons.tsx']);
    expect([...plan.entry].sort()).toEqual(['/app/core/money.ts', '/app/src/main.tsx', '/app/ui/icons.tsx', '/nm/react.js']);
  });

  it('gives a door what it alone loads, and a layout what at least half its pages load', () => {
    expect([...(plan.own.get('sign-in') ?? [])].sort()).toEqual([
      '/app/src/routes/SignInRoute.tsx',
      '/app/ui/Form.tsx',
      '/nm/final-form.js',
    ]);
    // The table: 2 of 3 pages. The chart: 1 of 3, left to automatic chunking. No page itself:
    // each is loaded by one page only.
    expect([...(plan.own.get('signed-in') ?? [])].sort()).toEqual(['/app/src/layout/Layout.tsx', '/app/ui/Table.tsx']);
  });

  it('refuses a door that is no longer a lazily loaded chunk, or a layout with no pages', () => {
    expect(() => planDoors(root, [{ name: 'gone', module: 'src/routes/Gone.tsx' }], bundle)).toThrow(
      /no chunk starts at src\/routes\/Gone.tsx/,
    );
    expect(() => planDoors(root, [{ name: 'signed-in', module: 'src/layout/Layout.tsx', encloses: 'src/pages' }], bundle)).toThrow(
      /no lazy page under src\/pages/,
    );
  });
});
