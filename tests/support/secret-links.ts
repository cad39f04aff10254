import type { Factories } from './factories.ts';
import type { GraphQLSession } from './graphql.ts';

/*
 * The two addresses whose path carries a credential (the route table's secret parameters): a
 * client's quote page and the owner's calendar feed, made through the API as the admin makes them.
 */

/** The path of a sent quote's page (`/quote/<token>`) for a new booking `offset` days ahead (pending unless `status` says otherwise). */
export async function sentQuotePath(admin: GraphQLSession, factories: Factories, offset: number, status: 'pending' | 'confirmed' = 'pending'): Promise<string> {
  const eventDate = factories.day(offset);
  const booking = factories.booking({ eventDate, startTime: '17:00', endTime: '23:00', status });
  const created = await admin.data<{ createQuote: { quote: { id: string } } }>(
    `mutation ($input: CreateQuoteInput!) { createQuote(input: $input) { quote { id } } }`,
    { input: { bookingId: booking.id } },
  );
  const id = created.createQuote.quote.id;
  await admin.data(`mutation ($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { id } } }`, {
    input: {
      id,
      lines: [{ kind: 'VENUE_HIRE', description: 'Venue hire: Evening', quantity: 1, unitAmountCents: 250_000 }],
      discountCents: 0,
      taxRateMilliPercent: 0,
      depositKind: 'PERCENT',
      depositValue: 0,
      blockDateOnAcceptance: false,
      schedule: [{ dueDate: factories.day(offset - 7), amountCents: 250_000 }],
    },
  });
  const sent = await admin.data<{ sendQuote: { link: string } }>(`mutation ($input: SendQuoteInput!) { sendQuote(input: $input) { link } }`, { input: { id } });
  return new URL(sent.sendQuote.link).pathname;
}

/** The path of the owner's calendar feed (`/calendar/<token>.ics`), made anew. */
export async function calendarFeedPath(admin: GraphQLSession): Promise<string> {
  const created = await admin.data<{ createCalendarFeed: { url: string } }>(`mutation { createCalendarFeed { url } }`);
  return new URL(created.createCalendarFeed.url).pathname;
}
