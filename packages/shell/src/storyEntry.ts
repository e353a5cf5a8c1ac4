import { parsePath } from 'react-router';

let visits = 0;

/**
 * The first history entry of a story's memory router, with a key of its own. A memory router
 * keys its first entry "default", and `ScrollRestoration` keeps scroll positions by key in a
 * module-level table: every story on a shared page would restore the scroll the story before it
 * left (issue #9, isolation). A fresh key per mounted router starts each story at the top.
 */
export function storyEntry(path: string): { pathname: string; search: string; hash: string; key: string } {
  visits += 1;
  const { pathname = '/', search = '', hash = '' } = parsePath(path);
  return { pathname, search, hash, key: `story-${visits}` };
}
