import http from 'node:http';
import { GRAPHQL_BODY_TOO_LARGE, GRAPHQL_LIMITS } from '../../server/security/graphql-limits.ts';
import { FORM_TOO_LARGE } from '../../server/http/public-forms.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { CHUNK, PLAIN, READ_AFTER_ANSWER_LIMIT, readAfterAnswer, sendPastRefusal } from '../support/refused-body.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * No route reads a body it has refused: a body over a route's limit is refused before it is read
 * (or, chunked, the moment it passes the limit), and whatever answers a request without reading
 * its body (an unknown path) closes the connection instead of reading the rest. Requests the
 * server reads whole keep their connection alive.
 */

const HUNDRED_MB = 100 * 1024 * 1024;
const FORM = 'application/x-www-form-urlencoded';

describe('/graphql', () => {
  it('a declared 100 MB body is refused at once with GraphQL’s 413, and none of it is read', async ({ server }) => {
    const refused = await sendPastRefusal(server, { path: '/graphql', contentType: 'application/json', declared: HUNDRED_MB });
    expect(refused.status).toMatch(/^HTTP\/1\.1 413 /);
    expect(refused.answer).toContain(JSON.stringify({ errors: [{ message: GRAPHQL_BODY_TOO_LARGE, extensions: { code: 'BAD_REQUEST' } }] }));
    // Refused before the body: what it read is what was on its way when it answered.
    expect(refused.readAtAnswer).toBeLessThan(GRAPHQL_LIMITS.maxBodyBytes);
    expect(refused.sentAfter).toBeGreaterThan(10 * PLAIN.length);
    expect(refused.readAfter - refused.readAtAnswer, readAfterAnswer(refused)).toBeLessThan(READ_AFTER_ANSWER_LIMIT);
  });

  it('a chunked body is cut off as it passes the limit: the 413, and nothing more is read', async ({ server }) => {
    const refused = await sendPastRefusal(server, { path: '/graphql', contentType: 'application/json' });
    expect(refused.status).toMatch(/^HTTP\/1\.1 413 /);
    expect(refused.answer).toContain(GRAPHQL_BODY_TOO_LARGE);
    expect(refused.readAtAnswer).toBeGreaterThan(GRAPHQL_LIMITS.maxBodyBytes);
    expect(refused.sentAfter).toBeGreaterThan(10 * CHUNK.length);
    expect(refused.readAfter - refused.readAtAnswer, readAfterAnswer(refused)).toBeLessThan(READ_AFTER_ANSWER_LIMIT);
  });
});

describe('a path nothing answers', () => {
  it('a POST declaring 100 MB gets its 404, and the rest of the body is not read', async ({ server }) => {
    const refused = await sendPastRefusal(server, { path: '/inquiry', contentType: 'application/json', declared: HUNDRED_MB });
    expect(refused.status).toMatch(/^HTTP\/1\.1 404 /);
    expect(refused.sentAfter).toBeGreaterThan(10 * PLAIN.length);
    expect(refused.readAfter - refused.readAtAnswer, readAfterAnswer(refused)).toBeLessThan(READ_AFTER_ANSWER_LIMIT);
  });

  it('a chunked POST: the same', async ({ server }) => {
    const refused = await sendPastRefusal(server, { path: '/inquiry', contentType: 'application/json' });
    expect(refused.status).toMatch(/^HTTP\/1\.1 404 /);
    expect(refused.readAfter - refused.readAtAnswer, readAfterAnswer(refused)).toBeLessThan(READ_AFTER_ANSWER_LIMIT);
  });
});

describe('the visitor forms posted natively', () => {
  for (const path of ['/contact', '/calendar']) {
    it(`${path}: a body declared over the limit is refused at once with the form's message, unread`, async ({ server }) => {
      const refused = await sendPastRefusal(server, { path, contentType: FORM, declared: HUNDRED_MB });
      expect(refused.status).toMatch(/^HTTP\/1\.1 413 /);
      expect(refused.answer).toContain(FORM_TOO_LARGE);
      expect(refused.answer).toContain(`href="${path}"`);
      expect(refused.readAfter - refused.readAtAnswer, readAfterAnswer(refused)).toBeLessThan(READ_AFTER_ANSWER_LIMIT);
    });
  }

  it('/contact: a chunked body over the limit is cut off as it passes it', async ({ server }) => {
    const refused = await sendPastRefusal(server, { path: '/contact', contentType: FORM });
    expect(refused.status).toMatch(/^HTTP\/1\.1 413 /);
    expect(refused.answer).toContain('Please correct your request');
    expect(refused.readAfter - refused.readAtAnswer, readAfterAnswer(refused)).toBeLessThan(READ_AFTER_ANSWER_LIMIT);
  });

  it('a quote acceptance over its limit: the quote page’s message, unread', async ({ server }) => {
    const refused = await sendPastRefusal(server, { path: '/quote/no-such-token', contentType: FORM, declared: HUNDRED_MB });
    expect(refused.status).toMatch(/^HTTP\/1\.1 413 /);
    expect(refused.answer).toContain('Your request was too long to send');
    expect(refused.readAfter - refused.readAtAnswer, readAfterAnswer(refused)).toBeLessThan(READ_AFTER_ANSWER_LIMIT);
  });
});

/** Sends the requests one after another through one kept-alive connection; each answer's status, and whether its socket was reused. */
async function onOneConnection(server: TestServer, requests: { method: string; path: string; type?: string; body?: string }[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const answers: { status: number; body: string; reused: boolean }[] = [];
  try {
    for (const { method, path, type, body } of requests) {
      answers.push(
        await new Promise((resolve, reject) => {
          const request = http.request(new URL(path, server.url), { method, agent, headers: type ? { 'Content-Type': type } : {} }, (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode!, body: text, reused: request.reusedSocket }));
          });
          request.on('error', reject);
          request.end(body);
        }),
      );
    }
  } finally {
    agent.destroy();
  }
  return answers;
}

describe('requests read whole keep their connection', () => {
  it('two GraphQL posts on one connection', async ({ server }) => {
    const query = JSON.stringify({ query: '{ __typename }' });
    const answers = await onOneConnection(server, [
      { method: 'POST', path: '/graphql', type: 'application/json', body: query },
      { method: 'POST', path: '/graphql', type: 'application/json', body: query },
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => JSON.parse(answer.body))).toEqual([{ data: { __typename: 'Query' } }, { data: { __typename: 'Query' } }]);
    expect(answers[1]!.reused).toBe(true);
  });

  it('two form posts (each refused for its fields, so the form is shown again), then a GET, on one connection', async ({ server }) => {
    const answers = await onOneConnection(server, [
      { method: 'POST', path: '/contact', type: FORM, body: 'name=&email=not-an-address' },
      { method: 'POST', path: '/contact', type: FORM, body: 'name=Ann&email=still-not-an-address' },
      { method: 'GET', path: '/healthz' },
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 200]);
    expect(answers[1]!.body).toContain('Please enter a valid email address.');
    expect(answers.slice(1).map((answer) => answer.reused)).toEqual([true, true]);
  });

  it('a small body the server answers without reading (an unknown path) keeps the connection too', async ({ server }) => {
    const answers = await onOneConnection(server, [
      { method: 'POST', path: '/inquiry', type: 'application/json', body: '{}' },
      { method: 'GET', path: '/healthz' },
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 200]);
    expect(answers[1]!.reused).toBe(true);
  });
});
