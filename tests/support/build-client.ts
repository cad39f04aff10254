import { build } from 'vite';
import path from 'node:path';
import { rootDir } from '../../server/config.ts';

/**
 * Browser tests run against the production build, as users get it: build the client once per
 * test run (set SKIP_CLIENT_BUILD=1 to reuse dist/client while iterating on a test).
 */
export default async function buildClient() {
  if (process.env.SKIP_CLIENT_BUILD === '1') return;
  await build({ configFile: path.join(rootDir, 'vite.config.ts'), logLevel: 'warn' });
}
