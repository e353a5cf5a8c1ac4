/**
 * The delivery area (vendor spec §7 Delivery; issue #15 item 4). Each page's open dialog lives in
 * the query: areas `dialog=add` or `dialog=edit:<areaId>`; drivers `dialog=add`, `edit:<id>` or
 * `account:<id>`; jobs `dialog=free` or `assign:<id>`.
 */
export const deliveryUrls = {
  areas: () => '/delivery/areas',
  drivers: () => '/delivery/drivers',
  jobs: () => '/delivery/jobs',
  carriers: () => '/delivery/carriers',
};

/** Jobs: `dialog=free` (a new free job) or `assign:<jobId>`; the list's filter is `f.status`. */
export type JobDialog = { kind: 'free' } | { kind: 'assign'; id: string };

export function readJobDialog(dialog: string | undefined): JobDialog | null {
  if (dialog === 'free') return { kind: 'free' };
  const match = /^assign:(.+)$/.exec(dialog ?? '');
  return match ? { kind: 'assign', id: match[1]! } : null;
}

export const jobDialog = (dialog: JobDialog) => (dialog.kind === 'free' ? 'free' : `assign:${dialog.id}`);

export type DriverDialog = { kind: 'add' } | { kind: 'edit' | 'account'; id: string };

export function readDriverDialog(dialog: string | undefined): DriverDialog | null {
  if (dialog === 'add') return { kind: 'add' };
  const match = /^(edit|account):(.+)$/.exec(dialog ?? '');
  return match ? { kind: match[1] as 'edit' | 'account', id: match[2]! } : null;
}

export const driverDialog = (dialog: DriverDialog) => (dialog.kind === 'add' ? 'add' : `${dialog.kind}:${dialog.id}`);

export type AreaDialog = { kind: 'add' } | { kind: 'edit'; id: string };

export function readAreaDialog(dialog: string | undefined): AreaDialog | null {
  if (dialog === 'add') return { kind: 'add' };
  const match = /^edit:(.+)$/.exec(dialog ?? '');
  return match ? { kind: 'edit', id: match[1]! } : null;
}

export const areaDialog = (dialog: AreaDialog) => (dialog.kind === 'add' ? 'add' : `edit:${dialog.id}`);
