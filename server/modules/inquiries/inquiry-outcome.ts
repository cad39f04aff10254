import { eq } from 'drizzle-orm';
import { writeTransaction, type DB } from '../../db/client.ts';
import type { InquiryRow } from '../../db/rows.ts';
import { inquiries } from '../../db/schema/index.ts';
import { badInput, conflict, notFound } from '../../errors.ts';
import type { AppServices } from '../../app-services.ts';
import { assertVersion } from '../versions/index.ts';
import { announceInquiry, currentInquiry } from './inquiry-version.ts';
import {
  INQUIRY_LOST_REASONS,
  INQUIRY_OUTCOME_MESSAGES,
  inquiryStage,
  LOST_NOTE_MAX,
  PICKABLE_LOST_REASONS,
  type InquiryFacts,
  type InquiryLostReason,
} from '../../../shared/inquiry-outcome.ts';

/*
 * Where each inquiry stands in the pipeline (shared/inquiry-outcome.ts decides the stage from the
 * facts read here), and the owner's "Mark as lost" / "Reopen". Reports count the same facts, so
 * the inquiry card and the pipeline never disagree.
 */

type InquiryOutcomeServices = Pick<AppServices, 'db' | 'config' | 'pubsub'>;

/** The facts of inquiry `i` as SQL columns (lostReason, won, bookings, liveBookings, quoteSent, held). */
export const INQUIRY_FACTS_SQL = `
  i.lost_reason as lostReason,
  exists (select 1 from bookings b where b.inquiry_id = i.id and b.status in ('confirmed', 'completed')) as won,
  (select count(*) from bookings b where b.inquiry_id = i.id) as bookings,
  (select count(*) from bookings b where b.inquiry_id = i.id and b.status <> 'cancelled') as liveBookings,
  exists (select 1 from bookings b join quotes q on q.booking_id = b.id where b.inquiry_id = i.id and b.status = 'pending' and q.status = 'sent') as quoteSent,
  exists (select 1 from holds h where h.inquiry_id = i.id and h.status = 'active') as held`;

interface FactsRow {
  lostReason: string | null;
  won: number;
  bookings: number;
  liveBookings: number;
  quoteSent: number;
  held: number;
}

export function factsOfRow(row: FactsRow): InquiryFacts {
  return {
    // Only listed reasons are written; anything else (a row written by hand) reads as "Other".
    lostReason: row.lostReason === null ? null : (INQUIRY_LOST_REASONS as readonly string[]).includes(row.lostReason) ? (row.lostReason as InquiryLostReason) : 'other',
    won: row.won === 1,
    bookings: row.bookings,
    liveBookings: row.liveBookings,
    quoteSent: row.quoteSent === 1,
    held: row.held === 1,
  };
}

/** The facts of many inquiries at once (a page of the Inquiries list), by id. */
export function inquiryFactsFor(db: DB, ids: readonly string[]): Map<string, InquiryFacts> {
  const unique = [...new Set(ids)];
  const facts = new Map<string, InquiryFacts>();
  if (unique.length === 0) return facts;
  const rows = db.$client
    .prepare(`select i.id as id, ${INQUIRY_FACTS_SQL} from inquiries i where i.id in (select value from json_each(?))`)
    .all(JSON.stringify(unique)) as (FactsRow & { id: string })[];
  for (const row of rows) facts.set(row.id, factsOfRow(row));
  return facts;
}

/**
 * The owner marks an open inquiry lost, with a reason from the list and an optional note, naming the
 * version the card showed (absent: not checked): over an inquiry that moved since, it is refused
 * (CONFLICT) and changes nothing.
 */
export async function markInquiryLost(deps: InquiryOutcomeServices, input: { id: string; reason: InquiryLostReason; note?: string | null; version?: number | null }): Promise<InquiryRow> {
  if (!(PICKABLE_LOST_REASONS as readonly string[]).includes(input.reason)) throw badInput(INQUIRY_OUTCOME_MESSAGES.reasonNotPickable, 'reason');
  const note = input.note?.trim() || null;
  if (note && note.length > LOST_NOTE_MAX) throw badInput(INQUIRY_OUTCOME_MESSAGES.noteTooLong, 'note');
  const updated = await writeTransaction(deps.db, (tx) => {
    const current = tx.select().from(inquiries).where(eq(inquiries.id, input.id)).get();
    if (!current) throw notFound('That inquiry no longer exists.');
    // One connection: this read sees the transaction's own state.
    const facts = inquiryFactsFor(deps.db, [current.id]).get(current.id)!;
    if (inquiryStage(facts) === 'won') throw conflict(INQUIRY_OUTCOME_MESSAGES.alreadyWon);
    assertVersion(tx, currentInquiry(current), input.version, 'change');
    return tx.update(inquiries).set({ lostReason: input.reason, lostNote: note, lostAt: deps.config.now() }).where(eq(inquiries.id, current.id)).returning().get();
  });
  announceInquiry(deps.pubsub, updated.id);
  return updated;
}

/**
 * The owner takes back "lost": the inquiry is open again (or lost still, when every booking made from
 * it was cancelled). Checked against the version the card showed, as marking it lost is.
 */
export async function reopenInquiry(deps: InquiryOutcomeServices, input: { id: string; version?: number | null }): Promise<InquiryRow> {
  const updated = await writeTransaction(deps.db, (tx) => {
    const current = tx.select().from(inquiries).where(eq(inquiries.id, input.id)).get();
    if (!current) throw notFound('That inquiry no longer exists.');
    if (current.lostReason === null) throw badInput(INQUIRY_OUTCOME_MESSAGES.notLost, 'id');
    assertVersion(tx, currentInquiry(current), input.version, 'change');
    return tx.update(inquiries).set({ lostReason: null, lostNote: null, lostAt: null }).where(eq(inquiries.id, current.id)).returning().get();
  });
  announceInquiry(deps.pubsub, updated.id);
  return updated;
}
