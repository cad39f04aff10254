import { asc, eq } from 'drizzle-orm';
import type { DB } from '../../db/client.ts';
import type { FaqRow } from '../../db/rows.ts';
import { faqs } from '../../db/schema/index.ts';

export function listFaqs(db: DB, { activeOnly }: { activeOnly: boolean }): FaqRow[] {
  return db
    .select()
    .from(faqs)
    .where(activeOnly ? eq(faqs.isActive, true) : undefined)
    .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt))
    .all();
}
