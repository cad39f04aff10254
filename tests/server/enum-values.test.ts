import fs from 'node:fs';
import path from 'node:path';
import { isEnumType } from 'graphql';
import { eq } from 'drizzle-orm';
import { graphql } from '../gql/index.ts';
import { bookings, emailOutbox } from '../../server/db/schema/index.ts';
import { ENUM_VALUES } from '../../server/graphql/enum-values.ts';
import { buildSchema } from '../../server/graphql/schema.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/*
 * Every GraphQL enum over a stored value list reaches resolvers and services as the
 * stored value (server/graphql/enum-values.ts, codegen's enumValues); no resolver converts case by
 * hand. Enums that are worked out rather than stored keep their GraphQL names and are listed here.
 */
const NOT_STORED = ['DayStatus', 'NotBookableReason', 'BookingOrder', 'InquiryOrder', 'SpecialDateOrder', 'ContentChangeOrder', 'OutboxMessageOrder', 'WebhookDeliveryOrder', 'SavedVersionOrder', 'UpdateOrder', 'RecordChange', 'AccountChange', 'PasswordResetTokenStatus', 'DiagnosticStatus', 'UserErrorCode', 'SetupStep', 'SetupChange', 'WebhookChange'];

const ROOT = path.resolve(import.meta.dirname, '../..');

function moduleFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true }).flatMap((entry) =>
    entry.isFile() && /\.ts$/.test(entry.name) ? [path.relative(ROOT, path.join(entry.parentPath, entry.name))] : [],
  );
}

describe('enums over stored values', () => {
  it('maps every enum of the schema value by value, or lists it as not stored', () => {
    const schema = buildSchema();
    const enums = Object.values(schema.getTypeMap()).filter((type) => isEnumType(type) && !type.name.startsWith('__'));
    const unmapped = enums.filter((type) => !(type.name in ENUM_VALUES) && !NOT_STORED.includes(type.name)).map((type) => type.name);
    expect(unmapped).toEqual([]);
    for (const [name, values] of Object.entries(ENUM_VALUES)) {
      const type = schema.getType(name);
      expect(isEnumType(type), name).toBe(true);
      if (!isEnumType(type)) continue;
      expect(Object.keys(values).sort(), name).toEqual(type.getValues().map((value) => value.name).sort());
    }
  });

  it('leaves no hand-written case conversion of an enum in the resolvers and services', () => {
    const found = moduleFiles('server/modules').flatMap((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      return [...text.matchAll(/\.to(?:Upper|Lower)Case\(\)\s+as\s+[A-Z(]|Uppercase<|Lowercase</g)].map((match) => `${file}: ${match[0]}`);
    });
    expect(found).toEqual([]);
  });

  it('stores what a client sends and sends back what is stored (booking status, outbox status)', async ({ admin, factories, server }) => {
    const booking = factories.booking({ status: 'pending' });
    const UPDATE = graphql(`
      mutation EnumValuesUpdateBookingStatus($input: UpdateBookingStatusInput!) {
        updateBookingStatus(input: $input) { booking { id status source allowedTransitions } }
      }
    `);
    const { updateBookingStatus } = await admin.data(UPDATE, { input: { id: booking.id, status: 'CANCELLED' } });
    expect(updateBookingStatus.booking).toMatchObject({ status: 'CANCELLED', source: 'WEBSITE', allowedTransitions: [] });
    expect(server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()?.status).toBe('cancelled');

    server.db.insert(emailOutbox).values({ kind: 'test', to: 'a@example.com', subject: 's', html: 'h', text: 't', status: 'failed', idempotencyKey: 'enum-values-test' }).run();
    const OUTBOX = graphql(`
      query EnumValuesOutbox($status: OutboxStatus) {
        outboxMessages(first: 5, status: $status) { nodes { status } }
        emailOutboxSummary { mode }
      }
    `);
    const data = await admin.data(OUTBOX, { status: 'FAILED' });
    expect(data.outboxMessages.nodes.length).toBeGreaterThan(0);
    expect(new Set(data.outboxMessages.nodes.map((node) => node.status))).toEqual(new Set(['FAILED']));
    expect(data.emailOutboxSummary.mode).toBe('OUTBOX_ONLY');
  });
});
