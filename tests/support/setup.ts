import { afterEach, vi } from 'vitest';
import { format } from 'node:util';

/*
 * console.error during a test fails it (the Epic Stack habit): the server logs only unexpected
 * failures at that level, so an error log means something broke even if the response looked fine.
 * A test that expects one spies on console.error itself.
 */
const originalError = console.error;
let errors: string[] = [];
console.error = (...args: unknown[]) => {
  errors.push(format(...args));
  originalError(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called during the test:\n${seen.join('\n')}`);
  }
});
