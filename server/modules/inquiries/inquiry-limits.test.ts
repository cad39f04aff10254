import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import type { ServiceWorld } from '../../../tests/support/service-world.ts';
import { emailOutbox, inquiries } from '../../db/schema/index.ts';
import { addressGroup } from '../../security/rate-limit.ts';
import { INQUIRY_HELD_TEXTS } from '../../../shared/inquiries.ts';
import { INQUIRY_LIMITS } from '../intake/index.ts';
import { submitInquiry, updateInquiryStatus } from './inquiries.service.ts';

/*
 * The contact form's limits never lose a real lead: past the overall hourly limit an inquiry is
 * stored "held for review" (no e-mail to the sender or per inquiry to the venue, one notice an hour,
 * capped), and the per-address limit counts a whole IPv4 /24 or IPv6 /64 as one sender. The attack:
 * twelve addresses sending five each closed the form for everyone for an hour.
 */

const send = (world: ServiceWorld, ip: string, n = 0) =>
  submitInquiry(world, { name: `Visitor ${ip} ${n}`, email: `visitor-${n}@example.com`, message: 'We would love to visit.' }, { ip });

const mailOf = (world: ServiceWorld, kind: string) => world.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).all();

describe('per-address limits count networks', () => {
  test.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:1:2:3', '2001:db8:1:2::/64'],
    ['not-an-address', 'not-an-address'],
  ])('%s is counted as %s', (ip, group) => {
    expect(addressGroup(ip)).toBe(group);
  });

  test('a sixth inquiry from the same /24 or /64 is refused; a neighbouring network is not', async ({ world }) => {
    for (const [first, sameNetwork, otherNetwork] of [
      ['198.51.100.4', '198.51.100.250', '198.51.101.4'],
      ['2001:db8:5:6::1', '2001:db8:5:6:abcd::99', '2001:db8:5:7::1'],
    ] as const) {
      for (let n = 0; n < INQUIRY_LIMITS.perAddress.limit; n++) await send(world, n % 2 ? first : sameNetwork.replace(/\d+$/, String(10 + n)), n);
      await expect(send(world, sameNetwork)).rejects.toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
      expect((await send(world, otherNetwork)).status).toBe('new');
    }
  });
});

describe('past the overall limit', () => {
  test('twelve networks do not close the form: the next inquiry is held for review, with no e-mail but one notice', async ({ world }) => {
    let n = 0;
    for (let network = 0; network < INQUIRY_LIMITS.overall.limit / INQUIRY_LIMITS.perAddress.limit; network++) {
      for (let i = 0; i < INQUIRY_LIMITS.perAddress.limit; i++) expect((await send(world, `192.0.${network}.${i + 1}`, n++)).status).toBe('new');
    }
    const confirmationsBefore = mailOf(world, 'inquiry_confirmation').length;
    const notificationsBefore = mailOf(world, 'inquiry_notification').length;

    // Before the fix: refused with "We are receiving an unusually high number of requests".
    const held = await send(world, '100.64.1.1', n++);
    expect(held.status).toBe('held');
    const second = await send(world, '100.64.2.1', n++);
    expect(second.status).toBe('held');
    expect(world.db.select().from(inquiries).where(eq(inquiries.status, 'held')).all().map((row) => row.id).sort()).toEqual([held.id, second.id].sort());
    // No auto-reply, no per-inquiry notification; the venue is told once that inquiries are held.
    expect(mailOf(world, 'inquiry_confirmation')).toHaveLength(confirmationsBefore);
    expect(mailOf(world, 'inquiry_notification')).toHaveLength(notificationsBefore);
    const notices = mailOf(world, 'inquiries_held_notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.to).toBe(world.config.venueEmail);
    expect(notices[0]!.text).toContain('/admin/inquiries?status=held');

    // The per-address limit still applies to held inquiries.
    for (let i = 0; i < INQUIRY_LIMITS.perAddress.limit - 1; i++) expect((await send(world, '100.64.1.2', n++)).status).toBe('held');
    await expect(send(world, '100.64.1.3')).rejects.toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
  });

  test('held inquiries are capped: past the cap the form refuses, and stores nothing', async ({ world }) => {
    const overall = world.rateLimiter(INQUIRY_LIMITS.overall.name, INQUIRY_LIMITS.overall);
    for (let i = 0; i < INQUIRY_LIMITS.overall.limit; i++) await overall.hit('all');
    const held = world.rateLimiter(INQUIRY_LIMITS.held!.name, INQUIRY_LIMITS.held!);
    for (let i = 0; i < INQUIRY_LIMITS.held!.limit; i++) await held.hit('all');
    const before = world.db.select().from(inquiries).all().length;
    await expect(send(world, '100.64.9.9')).rejects.toMatchObject({
      message: expect.stringContaining('We are receiving an unusually high number of requests right now.'),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(world.db.select().from(inquiries).all()).toHaveLength(before);
  });

  test('the owner moves a held inquiry to the inbox; nothing else can set "held"', async ({ world }) => {
    const overall = world.rateLimiter(INQUIRY_LIMITS.overall.name, INQUIRY_LIMITS.overall);
    for (let i = 0; i < INQUIRY_LIMITS.overall.limit; i++) await overall.hit('all');
    const held = await send(world, '100.64.3.1');
    expect(held.status).toBe('held');
    expect((await updateInquiryStatus(world, { id: held.id, status: 'new' })).status).toBe('new');
    await expect(updateInquiryStatus(world, { id: held.id, status: 'held' })).rejects.toMatchObject({ message: INQUIRY_HELD_TEXTS.onlyTheFormHolds });
    expect(world.db.select().from(inquiries).where(and(eq(inquiries.id, held.id), eq(inquiries.status, 'new'))).get()).toBeDefined();
  });
});
