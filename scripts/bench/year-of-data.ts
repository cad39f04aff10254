/**
 * A year of data for the bench: 1,000 bookings, 300 special dates and 500 inquiries around "now",
 * generated deterministically (fixed seed) into a database that already holds the starter venue.
 * Phase 2 measures calendarMonth and dashboardOverview on it.
 */
import { addDays, todayIn } from '../../server/lib/dates.ts';
import type { DB } from '../../server/db/client.ts';
import { bookings, calendarAvailability, inquiries, SPECIAL_DATE_STATUSES, type BookingStatus } from '../../server/db/schema/index.ts';
import { MAIN_EVENT_SPACE_ID } from '../../server/modules/bookings/index.ts';

export const YEAR_OF_DATA = { bookings: 1_000, specialDates: 300, inquiries: 500 } as const;

/** mulberry32: a small seeded generator, so every run builds the same year. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const EVENT_TYPES = ['Wedding', 'Corporate Event', 'Birthday Party', 'Anniversary', 'Retirement Party', 'Cultural Event', 'Holiday Party'];
const SLOTS: [string, string][] = [
  ['10:00', '16:00'],
  ['17:00', '24:00'],
  ['10:00', '24:00'],
];

export function fillYearOfData(db: DB, { timeZone, seed = 2026 }: { timeZone: string; seed?: number }) {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const today = todayIn(timeZone);
  // Six months back and six months ahead.
  const dateAt = (offset: number) => addDays(today, offset - 182);

  db.transaction((tx) => {
    // Bookings: at most one confirmed booking per date and slot, so the data keeps the overlap rule.
    const confirmedSlots = new Set<string>();
    for (let i = 0; i < YEAR_OF_DATA.bookings; i++) {
      const eventDate = dateAt(Math.floor(next() * 365));
      const slot = Math.floor(next() * SLOTS.length);
      const [startTime, endTime] = SLOTS[slot]!;
      let status: BookingStatus = pick(['pending', 'confirmed', 'confirmed', 'cancelled', 'completed'] as const);
      const key = `${eventDate}`;
      if (status === 'confirmed') {
        if (confirmedSlots.has(key)) status = 'pending';
        else confirmedSlots.add(key);
      }
      tx.insert(bookings)
        .values({
          eventSpaceId: MAIN_EVENT_SPACE_ID,
          clientName: `Guest ${i + 1}`,
          clientEmail: `guest${i + 1}@example.com`,
          clientPhone: `(631) 555-${String(1000 + (i % 9000)).padStart(4, '0')}`,
          eventType: pick(EVENT_TYPES),
          eventDate,
          startTime,
          endTime,
          guestCount: 20 + Math.floor(next() * 430),
          specialRequests: next() < 0.3 ? 'Vegetarian menu and a dance floor, please.' : null,
          status,
          source: pick(['website', 'inquiry', 'admin'] as const),
        })
        .run();
    }
    // Special dates: 300 distinct dates of the year.
    const offsets = Array.from({ length: 365 }, (_, i) => i);
    for (let i = offsets.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [offsets[i], offsets[j]] = [offsets[j]!, offsets[i]!];
    }
    for (const offset of offsets.slice(0, YEAR_OF_DATA.specialDates)) {
      const status = pick(SPECIAL_DATE_STATUSES);
      tx.insert(calendarAvailability)
        .values({
          date: dateAt(offset),
          status,
          notes: status === 'unavailable' ? 'maintenance: floor refinishing' : null,
          startTime: status === 'partially_available' ? '10:00' : null,
          endTime: status === 'partially_available' ? '16:00' : null,
          premiumMultiplier: status === 'premium_rate' ? 1.5 : null,
        })
        .onConflictDoNothing()
        .run();
    }
    // Inquiries.
    for (let i = 0; i < YEAR_OF_DATA.inquiries; i++) {
      tx.insert(inquiries)
        .values({
          name: `Visitor ${i + 1}`,
          email: `visitor${i + 1}@example.com`,
          phone: next() < 0.5 ? '(631) 555-0100' : null,
          eventType: pick(EVENT_TYPES),
          desiredDate: next() < 0.7 ? dateAt(Math.floor(next() * 365)) : null,
          message: 'We would love to hold our celebration at the hall. Is the date available?',
          status: pick(['new', 'read', 'handled'] as const),
          createdAt: new Date(Date.now() - Math.floor(next() * 365) * 86_400_000),
        })
        .run();
    }
  });
}
