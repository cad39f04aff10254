import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessLog } from '../../server/http/access-log.ts';
import { createPinoLogger } from '../../server/logger.ts';

/*
 * No log line carries a credential of the route table: a quote's token (/quote/<token>) or the
 * calendar feed's (/calendar/<token>.ics), in whatever spelling the address arrived (case, extra
 * or trailing slashes, a query string), and whichever code wrote the line: the access log, or any
 * line with the address in a field, a message or an error.
 */

const TOKEN = 'q7tokenSECRETvalue2';
const lines: string[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const logger = createPinoLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, destination);
let server: http.Server;
let url: string;

beforeAll(async () => {
  const accessLog = createAccessLog(logger, { trustProxy: false });
  server = http.createServer((req, res) => accessLog(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends a request with the path exactly as written (fetch would normalise it). */
function request(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    http
      .get({ host: target.hostname, port: target.port, path }, (response) => {
        response.resume();
        response.on('end', resolve);
      })
      .on('error', reject);
  });
}

const until = async (count: number) => {
  for (let i = 0; i < 100 && lines.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('log lines', () => {
  it('never carry a quote or feed token, in any spelling of the address', async () => {
    lines.length = 0;
    const spellings = [
      `/quote/${TOKEN}`,
      `/quote/${TOKEN}?accepted=1`,
      `/quote/${TOKEN}/`,
      `/Quote/${TOKEN}`,
      `//quote//${TOKEN}`,
      `/calendar/${TOKEN}.ics`,
      `/calendar/${TOKEN}.ics/`,
      `/CALENDAR/${TOKEN}.ICS`,
      `//calendar/${TOKEN}.ics`,
      `/calendar/${TOKEN}.ics.bak`,
    ];
    for (const path of spellings) await request(path);
    await until(spellings.length);
    expect(lines).toHaveLength(spellings.length);
    for (const line of lines) {
      expect(line).not.toContain(TOKEN);
      expect(JSON.parse(line).path).toMatch(/\/\[token\]/i);
    }
    expect(JSON.parse(lines[0]!).path).toBe('/quote/[token]');
    expect(JSON.parse(lines[1]!).path).toBe('/quote/[token]?accepted');
    expect(JSON.parse(lines[6]!).path).toBe('/calendar/[token].ics');
  });

  it('never carry one written by other code: in a field, a message or an error', () => {
    lines.length = 0;
    logger.warn({ url: `https://venue.example/quote/${TOKEN}`, detail: { paths: [`/calendar/${TOKEN}.ics`] } }, `Could not open /Quote/${TOKEN}`);
    logger.error({ error: new Error(`GET /calendar/${TOKEN}.ics failed`) }, 'Unexpected error');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).not.toContain(TOKEN);
    expect(lines[0]).toContain('https://venue.example/quote/[token]');
    expect(lines[0]).toContain('Could not open /Quote/[token]');
    expect(lines[1]).toContain('GET /calendar/[token] failed');
  });

  it('keep every other address as it came', async () => {
    lines.length = 0;
    await request('/faq?q=parking');
    await request('/calendar?month=2027-01');
    await until(2);
    expect(lines.map((line) => JSON.parse(line).path)).toEqual(['/faq?q', '/calendar?month']);
  });
});
