import { MAX_UPLOAD_BYTES } from '../../shared/settings.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { CHUNK, PLAIN, READ_AFTER_ANSWER_LIMIT, readAfterAnswer, sendPastRefusal } from '../support/refused-body.ts';

/* A refused upload's body is not read after the answer (tests/support/refused-body.ts measures it). */

describe('a refused upload', () => {
  it('refused before its body (anonymous): the server reads no more of it after answering', async ({ server }) => {
    const refused = await sendPastRefusal(server);
    expect(refused.status).toMatch(/^HTTP\/1\.1 401 /);
    expect(refused.answer).toContain('You must be signed in to upload images.');
    expect(refused.sentAfter, 'the client kept sending after the answer').toBeGreaterThan(10 * CHUNK.length);
    expect(refused.readAfter - refused.readAtAnswer, readAfterAnswer(refused)).toBeLessThan(READ_AFTER_ANSWER_LIMIT);
  });

  it('refused for a role (a non-admin posting a gallery image): the same', async ({ server, nonAdmin }) => {
    const refused = await sendPastRefusal(server, { headers: { Cookie: nonAdmin.cookie! } });
    expect(refused.status).toMatch(/^HTTP\/1\.1 403 /);
    expect(refused.readAfter - refused.readAtAnswer, readAfterAnswer(refused)).toBeLessThan(READ_AFTER_ANSWER_LIMIT);
  });

  it('refused for its declared size (the admin sending 100 MB with Content-Length): the same', async ({ server, admin }) => {
    const refused = await sendPastRefusal(server, { headers: { Cookie: admin.cookie! }, declared: 10 * MAX_UPLOAD_BYTES });
    expect(refused.status).toMatch(/^HTTP\/1\.1 413 /);
    expect(refused.sentAfter).toBeGreaterThan(10 * PLAIN.length);
    expect(refused.readAfter - refused.readAtAnswer, readAfterAnswer(refused)).toBeLessThan(READ_AFTER_ANSWER_LIMIT);
  });

  it("cut off mid-body at the cap (the admin's chunked body over 10 MB): nothing past the cap is read after the 413", async ({ server, admin }) => {
    const refused = await sendPastRefusal(server, { headers: { Cookie: admin.cookie! } });
    expect(refused.status).toMatch(/^HTTP\/1\.1 413 /);
    // It read the body up to the cap (and what was on its way), then answered.
    expect(refused.readAtAnswer).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(refused.sentAfter).toBeGreaterThan(10 * CHUNK.length);
    expect(refused.readAfter - refused.readAtAnswer, readAfterAnswer(refused)).toBeLessThan(READ_AFTER_ANSWER_LIMIT);
  });
});
