import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { quotes } from '../../server/db/schema/index.ts';
import { databaseAtMigration } from '../support/earlier-migration.ts';

/*
 * A database from a release before the money rework upgrades without losing a cent: rates kept in
 * basis points become thousandths of a percent with the same value.
 */

function withEarlierDatabase(lastTag: string, fill: (sqlite: ReturnType<typeof databaseAtMigration>['sqlite']) => void) {
  const earlier = databaseAtMigration(lastTag);
  fill(earlier.sqlite);
  earlier.sqlite.close();
  const opened = openDatabase(earlier.file);
  return {
    db: opened.db,
    close() {
      opened.close();
      fs.rmSync(earlier.dir, { recursive: true, force: true });
    },
  };
}

const NOW = Date.parse('2026-11-20T15:00:00Z');

function insertBooking(sqlite: ReturnType<typeof databaseAtMigration>['sqlite'], id: string, status: string, totalCost: number | null) {
  sqlite.prepare(`insert or ignore into event_spaces (id, name, type, description, created_at) values ('grand-ballroom', 'Grand Ballroom', 'ballroom', '', ?)`).run(NOW);
  sqlite
    .prepare(
      `insert into bookings (id, event_space_id, client_name, client_email, event_type, event_date, start_time, end_time, guest_count, status, total_cost, source, created_at, updated_at)
       values (?, 'grand-ballroom', 'Ada Client', 'ada@example.com', 'Wedding', '2027-06-12', '17:00', '00:00', 120, ?, ?, 'admin', ?, ?)`,
    )
    .run(id, status, totalCost, NOW, NOW);
}

describe('upgrading quotes', () => {
  it('keeps every tax rate exactly: 825 basis points become 8,250 thousandths of a percent', () => {
    const upgraded = withEarlierDatabase('0016_contact_profiles', (sqlite) => {
      insertBooking(sqlite, 'b1', 'pending', null);
      sqlite.prepare(`insert into quotes (id, booking_id, status, tax_rate_basis_points, discount_cents, deposit_kind, deposit_value, block_date_on_acceptance, created_at, updated_at) values ('q1', 'b1', 'draft', 825, 0, 'percent', 0, 0, ?, ?)`).run(NOW, NOW);
      sqlite.prepare(`insert into quotes (id, booking_id, status, tax_rate_basis_points, discount_cents, deposit_kind, deposit_value, block_date_on_acceptance, created_at, updated_at) values ('q2', 'b1', 'draft', 663, 0, 'percent', 0, 0, ?, ?)`).run(NOW, NOW);
    });
    try {
      const rates = upgraded.db.select({ id: quotes.id, rate: quotes.taxRateMilliPercent }).from(quotes).all();
      expect(rates.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
        { id: 'q1', rate: 8250 },
        { id: 'q2', rate: 6630 },
      ]);
    } finally {
      upgraded.close();
    }
  });
});

