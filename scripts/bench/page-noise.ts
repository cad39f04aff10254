/*
 * Other visitors' traffic for `npm run bench -- --only pages`, in its own process: other visitors
 * are other machines, so their load generator must not share an event loop with the one visitor
 * being measured (it did, and that visitor's p99 then counted the generator's own delays).
 * Usage: page-noise.ts <base url> <connections> <seconds> [random|renders]; prints autocannon's
 * figures as JSON.
 * - random: query strings and unknown addresses no page reads (answered from the page cache);
 * - renders: what forces a render or tries to: a random Host, a random FAQ search, a random
 *   calendar month, an empty inquiry form post.
 */
import autocannon from 'autocannon';

const [url = '', connections = '50', seconds = '5', mode = 'random'] = process.argv.slice(2);
const random = () => Math.random().toString(36).slice(2);
const randomMonth = () => `${2000 + Math.floor(Math.random() * 100)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`;

const RANDOM: autocannon.Request[] = [
  { setupRequest: (request) => ({ ...request, path: `/faq?utm_source=${random()}&fbclid=${random()}` }) },
  { setupRequest: (request) => ({ ...request, path: `/?utm_campaign=${random()}` }) },
  { setupRequest: (request) => ({ ...request, path: `/no-such-page-${random()}` }) },
];
const RENDERS: autocannon.Request[] = [
  { setupRequest: (request) => ({ ...request, path: '/', headers: { ...request.headers, host: `${random()}.example` } }) },
  { setupRequest: (request) => ({ ...request, path: `/faq?q=${random()}` }) },
  { setupRequest: (request) => ({ ...request, path: `/calendar?month=${randomMonth()}` }) },
  {
    setupRequest: (request) => ({
      ...request,
      method: 'POST',
      path: '/contact',
      headers: { ...request.headers, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: '',
    }),
  },
];

const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
  requests: mode === 'renders' ? RENDERS : RANDOM,
});
process.stdout.write(JSON.stringify({ requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx }));
