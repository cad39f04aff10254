/**
 * A busy venue for the bench: 20,000 bookings and 20,000 inquiries over four years around "now",
 * generated deterministically (fixed seed) into a database that already holds the starter venue.
 * The volume phase measures the admin's Bookings and Inquiries screens on it.
 */
import type { DB } from '../../server/db/client.ts';
import { bookings, inquiries, type BookingStatus } from '../../server/db/schema/index.ts';
import { MAIN_EVENT_SPACE_ID } from '../../server/modules/bookings/index.ts';
import { addDays, todayIn } from '../../server/lib/dates.ts';
import { random } from './year-of-data.ts';

export const VOLUME = { bookings: 20_000, inquiries: 20_000 } as const;

const FIRST_NAMES = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'James', 'Isabella', 'Lucas', 'Mia', 'Mateo', 'Amelia', 'Ethan', 'Harper', 'Aiden'];
const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin'];
const EVENT_TYPES = ['Wedding', 'Corporate Event', 'Birthday Party', 'Anniversary', 'Retirement Party', 'Cultural Event', 'Holiday Party'];
const SLOTS: [string, string][] = [
  ['10:00', '16:00'],
  ['17:00', '24:00'],
  ['10:00', '24:00'],
];
const BATCH = 500;

export function fillVolume(db: DB, { timeZone, seed = 19 }: { timeZone: string; seed?: number }) {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const today = todayIn(timeZone);
  const now = Date.now();
  // Two years back, two years ahead.
  const dateAt = () => addDays(today, Math.floor(next() * 1461) - 730);
  const receivedAt = () => new Date(now - Math.floor(next() * 730 * 86_400_000));

  db.transaction((tx) => {
    let batch: (typeof bookings.$inferInsert)[] = [];
    for (let i = 0; i < VOLUME.bookings; i++) {
      const [startTime, endTime] = pick(SLOTS);
      const first = pick(FIRST_NAMES);
      const last = pick(LAST_NAMES);
      batch.push({
        eventSpaceId: MAIN_EVENT_SPACE_ID,
        clientName: `${first} ${last}`,
        clientEmail: `${first}.${last}.${i}@example.com`.toLowerCase(),
        clientPhone: `(631) 555-${String(1000 + (i % 9000)).padStart(4, '0')}`,
        eventType: pick(EVENT_TYPES),
        eventDate: dateAt(),
        startTime,
        endTime,
        guestCount: 20 + Math.floor(next() * 430),
        specialRequests: next() < 0.3 ? 'Vegetarian menu and a dance floor, please.' : null,
        // The overlap rule is not what this phase measures: statuses are spread as a busy year has them.
        status: pick(['pending', 'confirmed', 'confirmed', 'cancelled', 'completed', 'completed'] as BookingStatus[]),
        adminNotes: next() < 0.2 ? 'Deposit received; wants the garden terrace for photos.' : null,
        totalCost: next() < 0.6 ? Math.round(2000 + next() * 18000) : null,
        source: pick(['website', 'inquiry', 'admin'] as const),
        createdAt: receivedAt(),
      });
      if (batch.length === BATCH) {
        tx.insert(bookings).values(batch).run();
        batch = [];
      }
    }
    if (batch.length) tx.insert(bookings).values(batch).run();

    let inquiryBatch: (typeof inquiries.$inferInsert)[] = [];
    for (let i = 0; i < VOLUME.inquiries; i++) {
      const first = pick(FIRST_NAMES);
      const last = pick(LAST_NAMES);
      inquiryBatch.push({
        name: `${first} ${last}`,
        email: `${first}.${last}.${i}@example.org`.toLowerCase(),
        phone: next() < 0.5 ? '(631) 555-0100' : null,
        eventType: pick(EVENT_TYPES),
        desiredDate: next() < 0.7 ? dateAt() : null,
        message: 'We would love to hold our celebration at the hall. Is the date available? We expect about 120 guests.',
        status: pick(['new', 'read', 'handled'] as const),
        createdAt: receivedAt(),
      });
      if (inquiryBatch.length === BATCH) {
        tx.insert(inquiries).values(inquiryBatch).run();
        inquiryBatch = [];
      }
    }
    if (inquiryBatch.length) tx.insert(inquiries).values(inquiryBatch).run();
  });
}
