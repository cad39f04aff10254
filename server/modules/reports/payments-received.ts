import type { DB } from '../../db/client.ts';

/*
 * Reports' "Payments received": money that came in (payments) and went back (refunds) by the month
 * it changed hands (the entry's date), from the ledger. A voided payment or refund counts nowhere,
 * and neither does the entry that voids it: the figures match every booking's ledger.
 */

export interface PaymentsMonth {
  month: string;
  payments: number;
  receivedCents: number;
  refundedCents: number;
  netCents: number;
}

export interface PaymentsReceived {
  months: PaymentsMonth[];
  receivedCents: number;
  refundedCents: number;
  netCents: number;
}

export function paymentsReceived(db: DB, months: readonly string[]): PaymentsReceived {
  const rows = db.$client
    .prepare(
      // Every payment and refund the services write carries its day; one without (written by hand)
      // counts on the day it was recorded.
      `select substr(coalesce(l.occurred_on, date(l.created_at / 1000, 'unixepoch')), 1, 7) as month, l.kind as kind, count(*) as entries, sum(l.amount_cents) as cents
       from ledger_entries l
       where l.kind in ('payment', 'refund') and l.reason in ('payment', 'refund') and coalesce(l.occurred_on, date(l.created_at / 1000, 'unixepoch')) between ? and ?
         and not exists (select 1 from ledger_entries v where v.voids_entry_id = l.id)
       group by month, l.kind`,
    )
    .all(`${months[0]}-01`, `${months.at(-1)}-31`) as { month: string; kind: 'payment' | 'refund'; entries: number; cents: number }[];
  const byMonth = new Map(months.map((month) => [month, { month, payments: 0, receivedCents: 0, refundedCents: 0, netCents: 0 }]));
  for (const row of rows) {
    const month = byMonth.get(row.month);
    if (!month) continue;
    if (row.kind === 'payment') {
      month.payments += row.entries;
      month.receivedCents += row.cents;
    } else month.refundedCents += row.cents;
    month.netCents = month.receivedCents - month.refundedCents;
  }
  const list = [...byMonth.values()];
  const receivedCents = list.reduce((sum, month) => sum + month.receivedCents, 0);
  const refundedCents = list.reduce((sum, month) => sum + month.refundedCents, 0);
  return { months: list, receivedCents, refundedCents, netCents: receivedCents - refundedCents };
}
