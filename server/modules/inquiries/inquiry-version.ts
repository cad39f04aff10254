import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { InquiryRow } from '../../db/rows.ts';
import { inquiries } from '../../db/schema/index.ts';
import type { PubSub } from '../../pubsub.ts';
import { referenceOf } from '../../../shared/visitor-forms.ts';
import type { VersionValues } from '../../../shared/versions.ts';
import { keepVersion, type CurrentRecord, type VersionActor } from '../versions/index.ts';

/*
 * An inquiry's version: the owner changes its status or source naming the version the card showed,
 * and a change made over an inquiry that moved since (another tab, a reply, a hold, a booking made
 * from it, the client accepting a quote, a follow-up sent) is refused. The version moves with every
 * write: Drizzle's updates set it (server/db/schema/columns.ts), the trigger
 * `inquiries_version_moves` moves it for any other UPDATE (a hold's or booking's touch of its
 * inquiry, a raw statement), and a step kept elsewhere (a reply, a follow-up) calls touchInquiry.
 */

/** What a version of an inquiry keeps, as the API reads it (enum names). */
export function inquiryVersionValues(row: Pick<InquiryRow, 'status' | 'source'>): VersionValues {
  return { status: row.status.toUpperCase(), source: row.source.toUpperCase() };
}

/** The inquiry as a stale change's refusal shows it. */
export function currentInquiry(row: InquiryRow): CurrentRecord {
  return { kind: 'inquiry', recordId: row.id, version: row.version, values: inquiryVersionValues(row) };
}

/** Keeps an owner's change of status or source in the inquiry's saved versions (the change log). */
export function keepInquiryVersion(tx: Transaction, before: InquiryRow, after: InquiryRow, actor: VersionActor): void {
  keepVersion(tx, {
    kind: 'inquiry',
    recordId: after.id,
    version: after.version,
    change: 'update',
    name: `${after.name} (${referenceOf('inquiry', after.id)})`,
    before: inquiryVersionValues(before),
    after: inquiryVersionValues(after),
    actor,
  });
}

/**
 * A step taken on an inquiry that is kept in another table (a reply opened, a follow-up sent about
 * it) moves the inquiry on: its version and updated_at, in the caller's transaction. A change the
 * owner made from a card that had not seen that step is then refused and shown what happened.
 */
export function touchInquiry(tx: Transaction, inquiryId: string): InquiryRow | undefined {
  return tx.update(inquiries).set({ updatedAt: new Date() }).where(eq(inquiries.id, inquiryId)).returning().get();
}

/** Tells open inquiry cards (and the timeline) that an inquiry moved on, after its transaction. */
export function announceInquiry(pubsub: Pick<PubSub, 'publish'>, inquiryId: string): void {
  pubsub.publish('inquiriesChanged', { change: 'UPDATED', inquiryId });
}
