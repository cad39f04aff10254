import { afterEach, vi } from 'vitest';
import { format } from 'node:util';
import { resetResend } from '../mocks/resend.ts';
import { test } from './fixtures.ts';

/*
 * console.error during a test fails it (the Epic Stack habit): the server logs only unexpected
 * failures at that level, so an error log means something broke even if the response looked fine.
 * A test that expects one spies on console.error itself.
 *
 * This file runs before every test file; in a worker that runs several files (isolate: false) the
 * console is wrapped once and the errors it collects are shared, so a file never inherits another
 * file's wrapper.
 */
const COLLECTED = Symbol.for('venue-site.tests.console-errors');
const holder = globalThis as typeof globalThis & { [COLLECTED]?: { errors: string[] } };
if (!holder[COLLECTED]) {
  const collected = { errors: [] as string[] };
  holder[COLLECTED] = collected;
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    collected.errors.push(format(...args));
    originalError(...args);
  };
}
const collected = holder[COLLECTED];

afterEach(() => {
  const seen = collected.errors;
  collected.errors = [];
  if (seen.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called during the test:\n${seen.join('\n')}`);
  }
});

/*
 * A file's top-level `test.override('serverOptions', ...)` replaces the fixture on the shared `test`
 * object, not for that file alone: in a worker that runs several files (isolate: false) the next
 * file would inherit it (an unseeded server where it expects the starter venue). Every file starts
 * from the default; its own override, at its top, comes after this.
 */
test.override('serverOptions', {});

// What Resend's mock received belongs to the file that sent it: every file starts with none.
resetResend();
