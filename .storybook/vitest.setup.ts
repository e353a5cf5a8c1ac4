/**
 * Runs in the browser before every story test file. A story that logs `console.error`
 * (React warnings, failed requests, unhandled API calls, missing messages) fails.
 */
import { afterEach, beforeEach } from 'vitest';

const original = console.error.bind(console);
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '));
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (logged.length > 0) throw new Error(`console.error was called during the story:\n- ${logged.join('\n- ')}`);
});
