import { graphql } from '../gql/index.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { firstErrorCode } from '../support/graphql.ts';
import { firstResult, subscriptionClient } from '../support/subscriptions.ts';
import { untilSubscribed } from '../support/test-server.ts';

/*
 * The version contract over HTTP for the venue's alert switches, the owner's profile, the API's
 * allowed origins and an inquiry's status and source: a change named with a version the record
 * has moved past is refused with CONFLICT and the record as it is now, and nothing changes.
 */

const ALERTS = graphql(`query VersionsTestAlerts { ownerAlerts { kind enabled version } }`);
const SET_ALERT = graphql(`mutation VersionsTestSetAlert($input: SetOwnerAlertInput!) { setOwnerAlert(input: $input) { alert { kind enabled version } } }`);

describe('owner alert switches over HTTP', () => {
  it('a stale switch is refused with the alert as switched meanwhile; anonymous and non-admin callers are refused', async ({ factories, server, admin }) => {
    const first = (await admin.data(ALERTS, {})).ownerAlerts.find((alert) => alert.kind === 'PAYMENT_OVERDUE')!;
    expect(first).toEqual({ kind: 'PAYMENT_OVERDUE', enabled: true, version: 0 });
    const off = await admin.data(SET_ALERT, { input: { kind: 'PAYMENT_OVERDUE', enabled: false, version: 0 } });
    expect(off.setOwnerAlert.alert).toEqual({ kind: 'PAYMENT_OVERDUE', enabled: false, version: 1 });
    const stale = await admin.request(SET_ALERT, { input: { kind: 'PAYMENT_OVERDUE', enabled: false, version: 0 } });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION', kind: 'OWNER_ALERT', recordId: 'payment_overdue', currentVersion: 1, current: { enabled: false }, savedBy: 'owner@venue.test' });
    expect(firstErrorCode(await server.session().request(SET_ALERT, { input: { kind: 'PAYMENT_OVERDUE', enabled: true, version: 1 } }))).toBe('UNAUTHENTICATED');
    const visitor = await factories.signedInAs('user');
    expect(firstErrorCode(await visitor.session.request(SET_ALERT, { input: { kind: 'PAYMENT_OVERDUE', enabled: true, version: 1 } }))).toBe('FORBIDDEN');
    expect((await admin.data(ALERTS, {})).ownerAlerts.find((alert) => alert.kind === 'PAYMENT_OVERDUE')).toEqual({ kind: 'PAYMENT_OVERDUE', enabled: false, version: 1 });
  });
});

const PROFILE = graphql(`query VersionsTestProfile { viewer { displayName profileVersion } }`);
const UPDATE_PROFILE = graphql(`mutation VersionsTestUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { viewer { displayName profileVersion } } }`);

describe('the profile over HTTP', () => {
  it('a stale save is refused with the name saved meanwhile; anonymous callers are refused', async ({ server, admin }) => {
    const { viewer } = await admin.data(PROFILE, {});
    const version = viewer!.profileVersion;
    const saved = await admin.data(UPDATE_PROFILE, { input: { displayName: 'Rosa Delgado', version } });
    expect(saved.updateProfile.viewer).toEqual({ displayName: 'Rosa Delgado', profileVersion: version + 1 });
    const stale = await admin.request(UPDATE_PROFILE, { input: { displayName: 'Rosa D.', version } });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION', kind: 'PROFILE', currentVersion: version + 1, current: { displayName: 'Rosa Delgado' } });
    expect((await admin.data(PROFILE, {})).viewer).toEqual({ displayName: 'Rosa Delgado', profileVersion: version + 1 });
    expect(firstErrorCode(await server.session().request(UPDATE_PROFILE, { input: { displayName: 'x', version: version + 1 } }))).toBe('UNAUTHENTICATED');
  });
});

const ORIGINS = graphql(`query VersionsTestOrigins { apiAllowedOrigins apiAllowedOriginsVersion }`);
const SET_ORIGINS = graphql(`mutation VersionsTestSetOrigins($input: SetApiAllowedOriginsInput!) { setApiAllowedOrigins(input: $input) { origins version userErrors { field message } } }`);
const ORIGIN_VERSIONS = graphql(`query VersionsTestOriginVersions { savedVersions(kind: API_ALLOWED_ORIGINS, recordId: "api_allowed_origins") { nodes { version savedBy values { field value } } } }`);

describe('the allowed origins over HTTP and graphql-ws', () => {
  it('a stale save is refused with the list saved meanwhile; each list is a saved version and announced; non-admins are refused', async ({ factories, server, admin }) => {
    const read = await admin.data(ORIGINS, {});
    const version = read.apiAllowedOriginsVersion;
    const client = subscriptionClient(server.url, { cookie: admin.cookieHeader() });
    try {
      const before = server.services.pubsub.listenerCount('apiAllowedOriginsChanged');
      const announced = firstResult<{ apiAllowedOriginsChanged: { version: number } }>(client, 'subscription { apiAllowedOriginsChanged { version } }');
      await untilSubscribed(server, 'apiAllowedOriginsChanged', before + 1);
      const saved = await admin.data(SET_ORIGINS, { input: { origins: ['https://App.Example.com/'], version } });
      expect(saved.setApiAllowedOrigins).toEqual({ origins: ['https://app.example.com'], version: version + 1, userErrors: [] });
      expect((await announced).data?.apiAllowedOriginsChanged).toEqual({ version: version + 1 });
    } finally {
      await client.dispose();
    }

    const stale = await admin.request(SET_ORIGINS, { input: { origins: ['https://crm.example.org'], version } });
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'STALE_VERSION',
      kind: 'API_ALLOWED_ORIGINS',
      recordId: 'api_allowed_origins',
      currentVersion: version + 1,
      current: { origins: ['https://app.example.com'] },
      savedBy: 'owner@venue.test',
    });
    expect(await admin.data(ORIGINS, {})).toEqual({ apiAllowedOrigins: ['https://app.example.com'], apiAllowedOriginsVersion: version + 1 });

    // A bad list with the current version: named, and nothing changes.
    const bad = await admin.data(SET_ORIGINS, { input: { origins: ['crm.example.org'], version: version + 1 } });
    expect(bad.setApiAllowedOrigins).toMatchObject({ origins: null, version: null, userErrors: [{ field: 'origins.0' }] });
    await admin.data(SET_ORIGINS, { input: { origins: ['https://crm.example.org'], version: version + 1 } });
    const kept = (await admin.data(ORIGIN_VERSIONS, {})).savedVersions.nodes;
    expect(kept.slice(0, 2)).toEqual([
      { version: version + 2, savedBy: 'owner@venue.test', values: [{ field: 'origins', value: 'https://crm.example.org' }] },
      { version: version + 1, savedBy: 'owner@venue.test', values: [{ field: 'origins', value: 'https://app.example.com' }] },
    ]);

    expect(firstErrorCode(await server.session().request(SET_ORIGINS, { input: { origins: [], version: version + 2 } }))).toBe('UNAUTHENTICATED');
    const visitor = await factories.signedInAs('user');
    expect(firstErrorCode(await visitor.session.request(SET_ORIGINS, { input: { origins: [], version: version + 2 } }))).toBe('FORBIDDEN');
    expect(firstErrorCode(await visitor.session.request(ORIGINS, {}))).toBe('FORBIDDEN');
    expect((await admin.data(ORIGINS, {})).apiAllowedOriginsVersion).toBe(version + 2);
  });
});

const INQUIRY = graphql(`query VersionsTestInquiry($id: ID!) { inquiry(id: $id) { id status source version } }`);
const SET_INQUIRY_STATUS = graphql(`mutation VersionsTestInquiryStatus($input: UpdateInquiryStatusInput!) { updateInquiryStatus(input: $input) { inquiry { status version } } }`);
const SET_INQUIRY_SOURCE = graphql(`mutation VersionsTestInquirySource($input: UpdateInquirySourceInput!) { updateInquirySource(input: $input) { inquiry { source version } } }`);
const REPLY = graphql(`mutation VersionsTestInquiryReply($input: RecordInquiryReplyInput!) { recordInquiryReply(input: $input) { inquiry { id version } } }`);

describe("an inquiry's status and source over HTTP", () => {
  it('a status change on a version a reply moved past is refused with the inquiry as it is; the current one is made, kept and announced live', async ({ factories, server, admin }) => {
    const ada = factories.inquiry({ name: 'Ada Versions' });
    expect((await admin.data(INQUIRY, { id: ada.id })).inquiry).toEqual({ id: ada.id, status: 'NEW', source: 'NOT_GIVEN', version: 1 });
    // Another tab opened a reply: the inquiry moved on.
    expect((await admin.data(REPLY, { input: { id: ada.id } })).recordInquiryReply.inquiry?.version).toBe(2);
    const stale = await admin.request(SET_INQUIRY_STATUS, { input: { id: ada.id, status: 'HANDLED', version: 1 } });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION', kind: 'INQUIRY', recordId: ada.id, yourVersion: 1, currentVersion: 2, current: { status: 'NEW', source: 'NOT_GIVEN' } });
    expect((await admin.data(INQUIRY, { id: ada.id })).inquiry).toMatchObject({ status: 'NEW', version: 2 });

    const client = subscriptionClient(server.url, { cookie: admin.cookieHeader() });
    try {
      const listening = server.services.pubsub.listenerCount('inquiriesChanged');
      const event = firstResult<{ inquiriesChanged: { inquiry: { id: string; status: string; version: number } } }>(client, 'subscription { inquiriesChanged { inquiry { id status version } } }');
      await untilSubscribed(server, 'inquiriesChanged', listening + 1);
      const handled = await admin.data(SET_INQUIRY_STATUS, { input: { id: ada.id, status: 'HANDLED', version: 2 } });
      expect(handled.updateInquiryStatus.inquiry).toEqual({ status: 'HANDLED', version: 3 });
      expect((await event).data?.inquiriesChanged.inquiry).toEqual({ id: ada.id, status: 'HANDLED', version: 3 });
    } finally {
      await client.dispose();
    }

    const kept = await admin.data<{ savedVersions: { nodes: { version: number; summary: string }[] } }>(
      `query V($id: ID) { savedVersions(kind: INQUIRY, recordId: $id) { nodes { version summary } } }`,
      { id: ada.id },
    );
    expect(kept.savedVersions.nodes).toEqual([{ version: 3, summary: expect.stringContaining('Updated status') }]);
  });

  it('a stale source change is refused and changes nothing; bad input, anonymous and non-admin callers are refused', async ({ factories, server, admin }) => {
    const ben = factories.inquiry({ name: 'Ben Versions' });
    await admin.data(SET_INQUIRY_SOURCE, { input: { id: ben.id, source: 'DIRECTORY', version: 1 } });
    const stale = await admin.request(SET_INQUIRY_SOURCE, { input: { id: ben.id, source: 'SOCIAL_MEDIA', version: 1 } });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION', kind: 'INQUIRY', currentVersion: 2, current: { source: 'DIRECTORY' } });
    expect(firstErrorCode(await admin.request(SET_INQUIRY_SOURCE, { input: { id: ben.id, source: 'SOCIAL_MEDIA', version: -3 } }))).toBe('BAD_USER_INPUT');
    expect(firstErrorCode(await server.session().request(SET_INQUIRY_STATUS, { input: { id: ben.id, status: 'READ', version: 2 } }))).toBe('UNAUTHENTICATED');
    const visitor = await factories.signedInAs('user');
    expect(firstErrorCode(await visitor.session.request(SET_INQUIRY_SOURCE, { input: { id: ben.id, source: 'OTHER', version: 2 } }))).toBe('FORBIDDEN');
    expect((await admin.data(INQUIRY, { id: ben.id })).inquiry).toEqual({ id: ben.id, status: 'NEW', source: 'DIRECTORY', version: 2 });
  });
});
