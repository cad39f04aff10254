import { writeTransaction } from '../../db/client.ts';
import { formatLongDate } from '../../../shared/dates.ts';
import { noticeIn, type NoticeServices } from './notices.service.ts';

/*
 * A client tried to accept and was refused (the quote had expired or was withdrawn, or the date
 * was taken or blocked meanwhile). Nothing of the acceptance was kept, so the alert is written in
 * its own transaction; once per quote and reason, however often the client retries.
 */
export async function alertRefusedAcceptance(
  deps: NoticeServices,
  input: { quoteId: string; bookingId: string; inquiryId: string | null; clientName: string; clientEmail: string; eventDate: string; reason: string; why: string },
) {
  const written = await writeTransaction(deps.db, (tx) =>
    noticeIn(deps, tx, {
      kind: 'acceptance_refused',
      subjectKey: `${input.quoteId}:${input.reason}`,
      title: `${input.clientName} could not accept the quote for ${formatLongDate(input.eventDate)}`,
      body: `${input.why} Get in touch with the client: send a new quote or offer another date.`,
      bookingId: input.bookingId,
      inquiryId: input.inquiryId,
      clientEmail: input.clientEmail,
    }),
  );
  if (written) deps.outbox.kick();
}
