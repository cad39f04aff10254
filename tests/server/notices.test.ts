import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { graphql } from '../gql/index.ts';
import { createFactories } from '../support/factories.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { firstErrorCode } from '../support/graphql.ts';
import { subscriptionClient } from '../support/subscriptions.ts';
import { startTestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait.ts';

/*
 * Notices and timelines over the API: the confirm dialog's list of others on a slot, the owner's
 * message to them, notices that survive a restart and offer a date back in one click, a timeline
 * that follows it live, and every field refused to anonymous callers and non-admins.
 */

const PLACE = graphql(`
  mutation NoticesTestPlace($input: PlaceHoldInput!) {
    placeHold(input: $input) { hold { id position } }
  }
`);
const OTHERS = graphql(`
  query NoticesTestOthers($bookingId: ID!) {
    othersOnSlot(bookingId: $bookingId) { others { clientName clientEmail holdPosition openQuoteStatuses description } defaultSubject defaultBody placeholders }
  }
`);
const STATUS = graphql(`
  mutation NoticesTestStatus($input: UpdateBookingStatusInput!) {
    updateBookingStatus(input: $input) { booking { id status } userErrors { field message } }
  }
`);
const NOTICES = graphql(`
  query NoticesTestList {
    ownerNotices { unread notices { id kind title body offeredAt readAt offer { clientName date } } }
  }
`);
const OFFER = graphql(`
  mutation NoticesTestOffer($input: OfferDateBackInput!) {
    offerDateBack(input: $input) { notice { id offeredAt } userErrors { message } }
  }
`);
const READ = graphql(`
  mutation NoticesTestRead($input: MarkOwnerNoticesReadInput!) {
    markOwnerNoticesRead(input: $input) { marked }
  }
`);
const ALERTS = graphql(`
  query NoticesTestAlerts {
    ownerAlerts { kind label enabled }
  }
`);
const SET_ALERT = graphql(`
  mutation NoticesTestSetAlert($input: SetOwnerAlertInput!) {
    setOwnerAlert(input: $input) { alert { kind enabled } }
  }
`);
const TIMELINE = graphql(`
  query NoticesTestTimeline($inquiryId: ID, $bookingId: ID) {
    timeline(inquiryId: $inquiryId, bookingId: $bookingId) { id kind label summary actor actorName email { to subject text status } }
  }
`);

describe('others on a slot, across a restart', () => {
  test('confirming tells them with the owner’s words; after a restart the notice offers the date back in one click when the booking is cancelled', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-notices-restart-'));
    const options = { config: { databasePath: path.join(dir, 'venue.db') } };
    const first = await startTestServer(options);
    let ids: { booking: string; ben: string };
    try {
      const factories = createFactories(first);
      const admin = await first.adminSession();
      const date = factories.day(210);
      const adaInquiry = factories.inquiry({ desiredDate: date, name: 'Ada First', email: 'ada.first@example.com' });
      const booking = factories.booking({ eventDate: date, status: 'pending', inquiryId: adaInquiry.id, clientName: 'Ada First', clientEmail: 'ada.first@example.com', startTime: '09:00', endTime: '23:59' });
      const ben = factories.inquiry({ desiredDate: date, name: 'Ben Second', email: 'ben.second@example.com' });
      await admin.data(PLACE, { input: { inquiryId: adaInquiry.id } });
      const { placeHold } = await admin.data(PLACE, { input: { inquiryId: ben.id } });
      expect(placeHold.hold!.position).toBe(2);

      const { othersOnSlot } = await admin.data(OTHERS, { bookingId: booking.id });
      expect(othersOnSlot.others).toEqual([{ clientName: 'Ben Second', clientEmail: 'ben.second@example.com', holdPosition: 2, openQuoteStatuses: [], description: 'Ben Second (second option)' }]);
      expect(othersOnSlot.placeholders).toContain('clientName');

      const refused = await admin.request(STATUS, { input: { id: booking.id, status: 'CONFIRMED', othersMessage: { subject: 'Hi {{nope}}', body: 'x' } } });
      expect(refused.data?.updateBookingStatus.userErrors.map((e) => e.field)).toEqual(['othersMessage.subject']);
      await admin.data(STATUS, { input: { id: booking.id, status: 'CONFIRMED', othersMessage: { subject: 'About {{eventDate}}', body: 'Dear {{clientName}}, the date is taken.' } } });
      ids = { booking: booking.id, ben: ben.id };
    } finally {
      await first.close();
    }

    const second = await startTestServer(options);
    try {
      const admin = await second.adminSession();
      const before = await admin.data(NOTICES, {});
      expect(before.ownerNotices.notices.map((n) => n.kind)).toContain('OTHERS_TOLD');

      const client = subscriptionClient(second.url, { cookie: admin.cookieHeader() });
      let changes = 0;
      try {
        const listeners = second.services.pubsub.listenerCount('timelineChanged');
        const dispose = client.subscribe({ query: 'subscription { timelineChanged { changedAt } }' }, { next: () => void (changes += 1), error: () => {}, complete: () => {} });
        await waitFor(() => second.services.pubsub.listenerCount('timelineChanged') > listeners);
        await admin.data(STATUS, { input: { id: ids.booking, status: 'CANCELLED' } });
        await waitFor(() => changes > 0);
        dispose();
      } finally {
        await client.dispose();
      }

      const { ownerNotices } = await admin.data(NOTICES, {});
      const offer = ownerNotices.notices.find((n) => n.kind === 'DATE_FREE_AGAIN')!;
      expect(offer.offer).toMatchObject({ clientName: 'Ben Second' });
      const { offerDateBack } = await admin.data(OFFER, { input: { id: offer.id } });
      expect(offerDateBack.notice!.offeredAt).toBeTruthy();
      const again = await admin.request(OFFER, { input: { id: offer.id } });
      expect(firstErrorCode(again)).toBe('CONFLICT');

      const { timeline } = await admin.data(TIMELINE, { inquiryId: ids.ben });
      const kinds = timeline.map((entry) => entry.kind);
      expect(kinds.filter((kind) => kind === 'HOLD_PLACED')).toHaveLength(2);
      expect(kinds).toContain('HOLD_RELEASED');
      const told = timeline.find((entry) => entry.email?.subject.startsWith('About '))!;
      expect(told.email).toMatchObject({ to: 'ben.second@example.com', text: 'Dear Ben Second, the date is taken.' });
      expect(timeline.some((entry) => entry.kind === 'EMAIL_SENT' && entry.summary.includes('is now available to you'))).toBe(true);

      const { markOwnerNoticesRead } = await admin.data(READ, { input: {} });
      expect(markOwnerNoticesRead.marked).toBeGreaterThan(0);
      expect((await admin.data(NOTICES, {})).ownerNotices.unread).toBe(0);
    } finally {
      await second.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('access and switches', () => {
  test('the alerts can be switched; anonymous callers and non-admins are refused every field', async ({ server, admin, factories }) => {
    const { ownerAlerts } = await admin.data(ALERTS, {});
    expect(ownerAlerts.map((alert) => [alert.kind, alert.enabled])).toEqual([
      ['QUOTE_ACCEPTED', true],
      ['ACCEPTANCE_REFUSED', true],
      ['PAYMENT_OVERDUE', true],
      ['HOLD_EXPIRING', true],
    ]);
    const { setOwnerAlert } = await admin.data(SET_ALERT, { input: { kind: 'PAYMENT_OVERDUE', enabled: false } });
    expect(setOwnerAlert.alert).toEqual({ kind: 'PAYMENT_OVERDUE', enabled: false });
    await admin.data(SET_ALERT, { input: { kind: 'PAYMENT_OVERDUE', enabled: true } });

    const booking = factories.booking({ eventDate: factories.day(100) });
    const { session: user } = await factories.signedInAs('user');
    for (const [session, code] of [[server.session(), 'UNAUTHENTICATED'], [user, 'FORBIDDEN']] as const) {
      expect(firstErrorCode(await session.request(NOTICES, {}))).toBe(code);
      expect(firstErrorCode(await session.request(ALERTS, {}))).toBe(code);
      expect(firstErrorCode(await session.request(OTHERS, { bookingId: booking.id }))).toBe(code);
      expect(firstErrorCode(await session.request(TIMELINE, { bookingId: booking.id }))).toBe(code);
      expect(firstErrorCode(await session.request(OFFER, { input: { id: 'x' } }))).toBe(code);
      expect(firstErrorCode(await session.request(READ, { input: {} }))).toBe(code);
      expect(firstErrorCode(await session.request(SET_ALERT, { input: { kind: 'HOLD_EXPIRING', enabled: false } }))).toBe(code);
    }
    expect((await admin.data(ALERTS, {})).ownerAlerts.every((alert) => alert.enabled)).toBe(true);
  });
});
