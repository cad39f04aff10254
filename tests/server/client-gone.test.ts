import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createErrorFormatter } from '../../server/graphql/errors.ts';
import type { Logger } from '../../server/logger.ts';

/*
 * A live update written to a browser tab that had just closed fails with EPIPE: the client went
 * away, and the server must not log it as an unexpected error (an operator would chase a bug that
 * is not there). Any other unexpected error is still logged as one.
 */

function recordingLogger() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (message: string) => void lines.push({ level, message });
  return { logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } as unknown as Logger, lines };
}

describe('the error formatter', () => {
  it('logs a closed connection as information, not as an error', () => {
    const { logger, lines } = recordingLogger();
    const format = createErrorFormatter(logger);
    const gone = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    expect(format({ message: 'write EPIPE' }, gone).extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(lines.map((line) => line.level)).toEqual(['info']);
    // As graphql-ws hands it over: wrapped in a GraphQLError without a path.
    format({ message: 'write EPIPE' }, new GraphQLError('write EPIPE', { originalError: gone }));
    expect(lines.map((line) => line.level)).toEqual(['info', 'info']);
    format({ message: 'boom' }, new Error('boom'));
    expect(lines.map((line) => line.level)).toEqual(['info', 'info', 'error']);
  });
});
