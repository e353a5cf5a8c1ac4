import type { ChildProcess } from 'node:child_process';

/**
 * Ends a server started in its own process group. A group that has already gone (stopped once
 * in a `finally`, again on exit) is not an error: the bench's exit code must say only whether
 * a budget was exceeded (issue #17: `kill ESRCH` used to crash it at the very end).
 */
export function stopGroup(child: ChildProcess): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
