/*
 * The random-query-string traffic of `npm run bench -- --only pages`, in its own process: other
 * visitors are other machines, so their load generator must not share an event loop with the one
 * visitor being measured (it did, and that visitor's p99 then counted the generator's own delays).
 * Usage: page-noise.ts <base url> <connections> <seconds>; prints autocannon's figures as JSON.
 */
import autocannon from 'autocannon';

const [url = '', connections = '50', seconds = '5'] = process.argv.slice(2);
const random = () => Math.random().toString(36).slice(2);
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
  requests: [
    { setupRequest: (request) => ({ ...request, path: `/faq?utm_source=${random()}&fbclid=${random()}` }) },
    { setupRequest: (request) => ({ ...request, path: `/?utm_campaign=${random()}` }) },
    { setupRequest: (request) => ({ ...request, path: `/no-such-page-${random()}` }) },
  ],
});
process.stdout.write(JSON.stringify({ requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx }));
