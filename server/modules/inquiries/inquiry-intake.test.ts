import { emailOutbox, inquiries } from '../../db/schema/index.ts';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import type { ServiceWorld } from '../../../tests/support/service-world.ts';
import { INQUIRY_HELD_TEXTS, INQUIRY_IMPORT_MAX, INQUIRY_INTAKE_MESSAGES } from '../../../shared/inquiries.ts';
import { INQUIRY_LIMITS } from '../intake/index.ts';
import { submitInquiry } from './inquiries.service.ts';
import { createInquiry, importInquiries } from './inquiry-intake.ts';

/*
 * Inquiries the venue brings in itself: created one at a time (a phone call) or imported (a move
 * from another system), with their source and the time they arrived; the contact form's field rules
 * but none of its visitor rules (limits, holding for review, e-mails).
 */

async function problems(work: Promise<unknown>) {
  const error = (await work.then(
    () => null,
    (caught: unknown) => caught,
  )) as { extensions: { code: string; userErrors: { field: string; code: string; message: string }[] } } | null;
  expect(error?.extensions.code).toBe('BAD_USER_INPUT');
  return error!.extensions.userErrors;
}

const count = (world: ServiceWorld) => world.db.select().from(inquiries).all().length;

describe('createInquiry', () => {
  test('stores an inquiry with its source and when it arrived, sends no e-mail', async ({ world }) => {
    const receivedAt = new Date(Date.now() - 3 * 86_400_000);
    const stored = await createInquiry(world, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '(516) 555-0100',
      eventType: 'Wedding',
      desiredDate: world.day(-10),
      message: 'Called on Tuesday.',
      source: 'directory',
      status: 'handled',
      receivedAt,
    });
    expect(stored).toMatchObject({ name: 'Ada Lovelace', source: 'directory', status: 'handled', desiredDate: world.day(-10), createdAt: receivedAt, handledAt: receivedAt });
    expect(world.db.select().from(emailOutbox).all()).toEqual([]);
  });

  test('refuses HELD, a time in the future and the form’s bad fields, every one at once, and stores nothing', async ({ world }) => {
    const found = await problems(
      createInquiry(world, { name: ' ', email: 'not-an-address', source: 'carrier_pigeon', status: 'held', receivedAt: new Date(Date.now() + 3_600_000) }),
    );
    expect(found.map((problem) => [problem.field, problem.code])).toEqual([
      ['status', 'NOT_ALLOWED'],
      ['receivedAt', 'OUT_OF_RANGE'],
      ['name', 'REQUIRED'],
      ['email', 'INVALID'],
      ['source', 'INVALID'],
    ]);
    expect(found[0]!.message).toBe(INQUIRY_HELD_TEXTS.onlyTheFormHolds);
    expect(found[1]!.message).toBe(INQUIRY_INTAKE_MESSAGES.receivedInFuture);
    expect(count(world)).toBe(0);
  });

  test('is never counted against the contact form’s limits', async ({ world }) => {
    for (let n = 0; n < INQUIRY_LIMITS.perAddress.limit * 2; n++) await createInquiry(world, { name: `Caller ${n}`, email: `caller-${n}@example.com` });
    expect(count(world)).toBe(INQUIRY_LIMITS.perAddress.limit * 2);
  });
});

describe('importInquiries', () => {
  test('stores every inquiry, in order', async ({ world }) => {
    const stored = await importInquiries(world, {
      inquiries: [
        { name: 'Grace Hopper', email: 'grace@example.com', source: 'search_engine', receivedAt: new Date('2026-01-05T10:00:00Z') },
        { name: 'Edsger Dijkstra', email: 'edsger@example.com', status: 'read' },
      ],
    });
    expect(stored.map((row) => [row.name, row.source, row.status])).toEqual([
      ['Grace Hopper', 'search_engine', 'new'],
      ['Edsger Dijkstra', 'not_given', 'read'],
    ]);
    expect(stored[0]!.createdAt.toISOString()).toBe('2026-01-05T10:00:00.000Z');
  });

  test('one bad row imports none, and every problem names its row', async ({ world }) => {
    const found = await problems(
      importInquiries(world, {
        inquiries: [
          { name: 'Fine Person', email: 'fine@example.com' },
          { name: '', email: 'fine2@example.com' },
          { name: 'Third', email: 'nope', status: 'held' },
        ],
      }),
    );
    expect(found.map((problem) => problem.field)).toEqual(['inquiries.1.name', 'inquiries.2.status', 'inquiries.2.email']);
    expect(count(world)).toBe(0);
  });

  test(`takes 1 to ${INQUIRY_IMPORT_MAX} at a time`, async ({ world }) => {
    expect((await problems(importInquiries(world, { inquiries: [] })))[0]).toMatchObject({ field: 'inquiries', message: INQUIRY_INTAKE_MESSAGES.importEmpty });
    const tooMany = Array.from({ length: INQUIRY_IMPORT_MAX + 1 }, (_, n) => ({ name: `Person ${n}`, email: `p${n}@example.com` }));
    expect((await problems(importInquiries(world, { inquiries: tooMany })))[0]).toMatchObject({ field: 'inquiries', message: INQUIRY_INTAKE_MESSAGES.importTooMany });
    expect((await importInquiries(world, { inquiries: tooMany.slice(1) })).length).toBe(INQUIRY_IMPORT_MAX);
  });
});

describe('the contact form from the venue’s own admin', () => {
  test('no visitor limit applies and nothing is held, while a visitor from the same address is limited', async ({ world }) => {
    const ip = '203.0.113.50';
    for (let n = 0; n < INQUIRY_LIMITS.perAddress.limit + 2; n++) {
      const stored = await submitInquiry(world, { name: `Office ${n}`, email: `office-${n}@example.com` }, { ip, trusted: true });
      expect(stored.status).toBe('new');
    }
    for (let n = 0; n < INQUIRY_LIMITS.perAddress.limit; n++) await submitInquiry(world, { name: `Visitor ${n}`, email: `v-${n}@example.com` }, { ip });
    await expect(submitInquiry(world, { name: 'Visitor 6', email: 'v6@example.com' }, { ip })).rejects.toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
  });
});
