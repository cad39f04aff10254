import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import { acceptedQuoteScenario, sentQuoteScenario } from '../../../tests/support/scenarios.ts';
import { processDueFollowUps } from '../followups/index.ts';
import { recordPayment } from '../bookings/index.ts';
import { emailOutbox } from '../../db/schema/index.ts';

/*
 * Every date a client reads is the venue's calendar date: a quote sent at 8:30 PM in New York
 * expires 14 days later in the evening there (9:30 PM, after the clocks change), already the next day in UTC.
 */

describe('the quote e-mail', () => {
  test('states the expiry as the venue\'s date, also after 7 PM venue time', async ({ world }) => {
    world.clock.set('2027-03-10T20:30:00-05:00');
    const { booking, quote } = await sentQuoteScenario(world);
    expect(quote.expiresAt!.toISOString()).toBe('2027-03-25T01:30:00.000Z');
    const mail = world.db.select().from(emailOutbox).where(eq(emailOutbox.to, booking.clientEmail)).all().find((row) => row.kind === 'quote_sent')!;
    expect(mail.text).toContain('The link is valid until March 24, 2027.');
    expect(mail.text).not.toContain('March 25');
  });
});

describe('a payment reminder', () => {
  test('goes by the venue\'s calendar near midnight and states the due date as the venue\'s date', async ({ world }) => {
    world.clock.set('2027-03-01T10:00:00-05:00');
    const { booking } = await acceptedQuoteScenario(world, {
      booking: { eventDate: '2027-06-12' },
      totalCents: 500_000,
      schedule: [
        { dueRule: 'after_acceptance', dueDays: 0, amountCents: 100_000 },
        { dueRule: 'on_date', dueDate: '2027-03-20', amountCents: 400_000 },
      ],
    });
    await recordPayment(world, { bookingId: booking.id, amountCents: 100_000, occurredOn: '2027-03-01', method: 'card' }, { kind: 'admin', userId: world.adminId });
    const reminders = () => world.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, booking.clientEmail), eq(emailOutbox.kind, 'follow_up_payment_due'))).all();
    // 11:30 PM on March 12 in New York is already March 13 in UTC: 8 venue days before, not yet 7.
    world.clock.set('2027-03-12T23:30:00-05:00');
    await processDueFollowUps(world);
    expect(reminders()).toEqual([]);
    world.clock.set('2027-03-13T00:30:00-05:00');
    await processDueFollowUps(world);
    const [reminder] = reminders();
    expect(reminder?.subject).toBe('Payment of $4,000.00 due on Saturday, March 20, 2027');
    expect(reminder?.text).not.toMatch(/March (19|21), 2027/);
  });
});
