import { build } from 'vite';
import path from 'node:path';
import { rootDir } from '../../server/config.ts';

/**
 * Browser tests run against the production build, as users get it: build the client and its server
 * build (visitor pages rendered by the server) once per test run, as `npm run build` does (set
 * SKIP_CLIENT_BUILD=1 to reuse dist/ while iterating on a test).
 */
export default async function buildClient() {
  if (process.env.SKIP_CLIENT_BUILD === '1') return;
  const configFile = path.join(rootDir, 'vite.config.ts');
  await build({ configFile, logLevel: 'warn' });
  await build({ configFile, logLevel: 'warn', build: { ssr: true } });
}
