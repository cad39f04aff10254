import { eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import { sentQuoteScenario } from '../../../tests/support/scenarios.ts';
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
