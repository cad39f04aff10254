/*
 * Phase "pages": one visitor's GET / alone, under random query strings and unknown addresses, and
 * under connections forcing renders (page-noise.ts, in its own process as from other machines).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { rootDir } from '../../server/config.ts';
import { CONNECTIONS, DURATION, TARGETS, check, ms, table } from './measure.ts';
import { startVenueServer } from './processes.ts';

/** Connections that try to force renders (random Host, search, month, empty posts). */
const RENDER_NOISE_CONNECTIONS = 4;

/** GET / by one visitor, p99, alone or while `noise` connections send random query strings and paths. */
export async function pagesBench(dir: string) {
  const server = await startVenueServer(path.join(dir, 'pages', 'venue.db'));
  try {
    const home = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    if (!(await home.text()).includes('id="page-end"')) {
      console.log('\nRendered pages: skipped, no server build (run `npm run build` first)');
      return false;
    }
    const duration = Math.max(3, Math.round(DURATION / 2));
    const visitor = () =>
      autocannon({ url: `${server.url}/`, headers: { accept: 'text/html', 'accept-encoding': 'gzip' }, connections: 1, duration });
    // Other visitors' traffic comes from its own process (page-noise.ts), as from other machines.
    const noise = (seconds: number, mode: 'random' | 'renders', connections: number) =>
      new Promise<{ requestsPerSecond: number; p50: number; p99: number; non2xx: number }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts', 'bench', 'page-noise.ts'), server.url, String(connections), String(seconds), mode], { stdio: ['ignore', 'pipe', 'inherit'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('error', reject);
        child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`page-noise.ts exited with ${code}`))));
      });
    console.log(`\nRendered pages: one visitor's GET / (1 connection, ${duration} s), alone, under ${CONNECTIONS} connections of random query strings and unknown addresses, and under ${RENDER_NOISE_CONNECTIONS} connections forcing renders\n`);
    await visitor();
    const alone = await visitor();
    // The traffic starts first (its process needs a moment) and outlasts the visitor's measurement.
    const under = async (mode: 'random' | 'renders', connections: number) => {
      const flooding = noise(duration + 3, mode, connections);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const measured = await visitor();
      return { measured, flood: await flooding };
    };
    const randomQueries = await under('random', CONNECTIONS);
    const renders = await under('renders', RENDER_NOISE_CONNECTIONS);
    const passes = (measured: autocannon.Result) => measured.latency.p99 <= TARGETS.pageUnderNoiseP99Ms && measured.non2xx === 0;
    const pass = passes(randomQueries.measured) && passes(renders.measured);
    const row = (name: string, m: autocannon.Result) => [name, m.requests.average.toFixed(0), ms(m.latency.p50), ms(m.latency.p99), String(m.non2xx)];
    const floodRow = (name: string, flood: { requestsPerSecond: number; p50: number; p99: number; non2xx: number }, note: string) => [name, flood.requestsPerSecond.toFixed(0), ms(flood.p50), ms(flood.p99), `${flood.non2xx} (${note})`];
    table(
      ['', 'req/s', 'p50', 'p99', 'non-2xx'],
      [
        row('GET / alone', alone),
        row('GET / under random-query traffic', randomQueries.measured),
        floodRow('  the random-query traffic itself', randomQueries.flood, '404s'),
        row('GET / under forced renders', renders.measured),
        floodRow('  the forced renders themselves', renders.flood, '422/429 posts'),
      ],
    );
    console.log(
      `\nTarget: GET / p99 ≤ ${TARGETS.pageUnderNoiseP99Ms} ms under random queries ${check(passes(randomQueries.measured))} (${ms(randomQueries.measured.latency.p99)}) and under forced renders ${check(passes(renders.measured))} (${ms(renders.measured.latency.p99)})`,
    );
    return pass;
  } finally {
    await server.stop();
  }
}
