import { graphql } from '../gql/index.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { firstErrorCode, } from '../support/graphql.ts';

/*
 * The version contract over HTTP, as an integration or a second tab meets it: a save names the
 * version it edited; a stale one is refused with CONFLICT, its extensions carrying the current
 * version and values (as this API reads them) and who saved; every saved version can be read back
 * from savedVersions, by admins only.
 */

const CREATE = graphql(`mutation VersionsTestCreateFaq($input: CreateFaqInput!) { createFaq(input: $input) { faq { id version } } }`);
const UPDATE = graphql(`mutation VersionsTestUpdateFaq($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id answer version } } }`);
const SAVED = graphql(`
  query VersionsTestSaved($kind: RecordKind, $recordId: ID, $first: Int, $after: String) {
    savedVersions(kind: $kind, recordId: $recordId, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { kind recordId version change summary savedBy values { field label value } fieldChanges { field oldValue newValue } newValues oldValues }
    }
  }
`);

describe('a stale save', () => {
  it('is refused with CONFLICT and the current version and values in extensions; nothing changes', async ({ admin }) => {
    const { createFaq } = await admin.data(CREATE, { input: { question: 'Can we have a sparkler send-off?', answer: 'Yes.' } });
    expect(createFaq.faq!.version).toBe(1);
    const saved = await admin.data(UPDATE, { input: { id: createFaq.faq!.id, answer: 'Yes, outdoors only.', version: 1 } });
    expect(saved.updateFaq.faq!.version).toBe(2);

    const stale = await admin.request(UPDATE, { input: { id: createFaq.faq!.id, answer: 'No.', version: 1 } });
    expect(stale.data).toBeNull();
    expect(stale.errors?.[0]?.message).toBe(
      'This FAQ has been saved since you opened it (you edited version 1; it is now version 2), in another tab or by someone else. Nothing was saved: compare your changes with the saved version, keep either or merge them, and save again.',
    );
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'STALE_VERSION',
      kind: 'FAQ',
      recordId: createFaq.faq!.id,
      yourVersion: 1,
      currentVersion: 2,
      current: { question: 'Can we have a sparkler send-off?', answer: 'Yes, outdoors only.', category: 'GENERAL', isActive: true },
      savedBy: 'owner@venue.test',
    });
    expect(typeof stale.errors?.[0]?.extensions?.savedAt).toBe('string');

    const current = await admin.data(UPDATE, { input: { id: createFaq.faq!.id, answer: 'Yes, outdoors, after 9 PM.', version: 2 } });
    expect(current.updateFaq.faq).toMatchObject({ answer: 'Yes, outdoors, after 9 PM.', version: 3 });
  });
});

describe('saved versions', () => {
  it('lists every save of a record newest first, with what it changed', async ({ admin }) => {
    const { createFaq } = await admin.data(CREATE, { input: { question: 'Is there a coat check?', answer: 'In winter.' } });
    const id = createFaq.faq!.id;
    await admin.data(UPDATE, { input: { id, answer: 'From October to April.', version: 1 } });
    await admin.data(UPDATE, { input: { id, answer: 'From October to April, free.', version: 2 } });
    const { savedVersions } = await admin.data(SAVED, { kind: 'FAQ', recordId: id });
    expect(savedVersions.totalCount).toBe(3);
    expect(savedVersions.nodes.map((node) => [node.change, node.version])).toEqual([
      ['UPDATE', 3],
      ['UPDATE', 2],
      ['CREATE', 1],
    ]);
    expect(savedVersions.nodes[0]).toMatchObject({
      kind: 'FAQ',
      recordId: id,
      summary: "Updated answer of 'Is there a coat check?' (FAQ)",
      savedBy: 'owner@venue.test',
      fieldChanges: [{ field: 'answer', oldValue: 'From October to April.', newValue: 'From October to April, free.' }],
    });
    expect(JSON.parse(savedVersions.nodes[0]!.newValues!)).toMatchObject({ answer: 'From October to April, free.' });
    expect(savedVersions.nodes[2]!.values).toContainEqual({ field: 'category', label: 'Category', value: 'General' });

    // A page at a time.
    const page = await admin.data(SAVED, { kind: 'FAQ', recordId: id, first: 2 });
    expect(page.savedVersions.pageInfo.hasNextPage).toBe(true);
    const rest = await admin.data(SAVED, { kind: 'FAQ', recordId: id, first: 2, after: page.savedVersions.pageInfo.endCursor });
    expect(rest.savedVersions.nodes.map((node) => node.version)).toEqual([1]);
  });

  it('refuses a record id without its kind', async ({ admin }) => {
    const result = await admin.request(SAVED, { recordId: 'x' });
    expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
  });

  it('are for admins only', async ({ factories, server }) => {
    expect(firstErrorCode(await server.session().request(SAVED, {}))).toBe('UNAUTHENTICATED');
    const visitor = await factories.signedInAs('user');
    expect(firstErrorCode(await visitor.session.request(SAVED, {}))).toBe('FORBIDDEN');
  });
});

const UPDATE_BOOKING = graphql(`mutation VersionsTestUpdateBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id adminNotes version } } }`);
const CREATE_QUOTE = graphql(`mutation VersionsTestCreateQuote($input: CreateQuoteInput!) { createQuote(input: $input) { quote { id version } } }`);
const UPDATE_QUOTE = graphql(`mutation VersionsTestUpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { id message version } } }`);

describe('bookings and quotes over HTTP', () => {
  it('a stale save of a booking’s notes is refused with the notes saved meanwhile; anonymous callers are refused', async ({ factories, server, admin }) => {
    const booking = factories.booking({ adminNotes: 'Call back.' });
    const saved = await admin.data(UPDATE_BOOKING, { input: { id: booking.id, adminNotes: 'Called: wants the garden.', version: booking.version } });
    expect(saved.updateBooking.booking!.version).toBe(booking.version + 1);
    const stale = await admin.request(UPDATE_BOOKING, { input: { id: booking.id, adminNotes: 'Called: wants the ballroom.', version: booking.version } });
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'STALE_VERSION',
      kind: 'BOOKING',
      currentVersion: booking.version + 1,
      current: { adminNotes: 'Called: wants the garden.', status: 'PENDING' },
      savedBy: 'owner@venue.test',
    });
    expect(firstErrorCode(await server.session().request(UPDATE_BOOKING, { input: { id: booking.id, adminNotes: 'x', version: booking.version + 1 } }))).toBe('UNAUTHENTICATED');
    const { savedVersions } = await admin.data(SAVED, { kind: 'BOOKING', recordId: booking.id });
    expect(savedVersions.nodes.map((node) => node.fieldChanges.map((change) => change.newValue))).toEqual([['Called: wants the garden.']]);
  });

  it('a stale save of a quote is refused with the quote saved meanwhile', async ({ factories, admin }) => {
    const booking = factories.booking();
    const { createQuote } = await admin.data(CREATE_QUOTE, { input: { bookingId: booking.id } });
    const quote = createQuote.quote!;
    const input = (message: string, version: number) => ({
      id: quote.id,
      lines: [{ kind: 'VENUE_HIRE' as const, description: 'Venue hire', quantity: 1, unitAmountCents: 400_000 }],
      taxRateMilliPercent: 0,
      discountCents: 0,
      depositKind: 'PERCENT' as const,
      depositValue: 0,
      blockDateOnAcceptance: false,
      message,
      schedule: [],
      version,
    });
    const saved = await admin.data(UPDATE_QUOTE, { input: input('See you soon.', quote.version) });
    expect(saved.updateQuote.quote!.version).toBe(quote.version + 1);
    const stale = await admin.request(UPDATE_QUOTE, { input: input('Prices held 14 days.', quote.version) });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION', kind: 'QUOTE', current: { message: 'See you soon.', status: 'DRAFT' } });
  });
});

const UPDATE_SITE_DETAILS = graphql(`mutation VersionsTestSiteDetails($input: UpdateSiteDetailsInput!) { updateSiteDetails(input: $input) { branding { siteTitle version } } }`);
const UPDATE_FOLLOW_UP = graphql(`mutation VersionsTestFollowUp($input: UpdateFollowUpInput!) { updateFollowUp(input: $input) { followUp { body version } } }`);

describe('settings and follow-ups over HTTP', () => {
  it('a stale branding save is refused with the title saved meanwhile and both are saved versions; anonymous callers are refused', async ({ server, admin }) => {
    const { siteSettings } = await admin.data<{ siteSettings: { branding: { version: number } } }>('{ siteSettings { branding { version } } }');
    const from = siteSettings.branding.version;
    const saved = await admin.data(UPDATE_SITE_DETAILS, { input: { siteTitle: 'Willow & Oak', siteDescription: 'A garden venue.', version: from } });
    expect(saved.updateSiteDetails.branding!.version).toBe(from + 1);
    const stale = await admin.request(UPDATE_SITE_DETAILS, { input: { siteTitle: 'The Willow', siteDescription: 'A garden venue.', version: from } });
    expect(stale.data).toBeNull();
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION', kind: 'BRANDING', currentVersion: from + 1, current: { siteTitle: 'Willow & Oak' } });
    await admin.data(UPDATE_SITE_DETAILS, { input: { siteTitle: 'The Willow', siteDescription: 'A garden venue.', version: from + 1 } });
    const { savedVersions } = await admin.data(SAVED, { kind: 'BRANDING', recordId: 'branding' });
    expect(savedVersions.nodes.slice(0, 2).map((node) => JSON.parse(node.newValues!).siteTitle)).toEqual(['The Willow', 'Willow & Oak']);
    expect(firstErrorCode(await server.session().request(UPDATE_SITE_DETAILS, { input: { siteTitle: 'x', siteDescription: '', version: from + 2 } }))).toBe('UNAUTHENTICATED');
  });

  it('a stale follow-up save is refused with the message saved meanwhile', async ({ admin }) => {
    const input = (body: string, version: number) => ({ kind: 'HOLD_EXPIRING' as const, enabled: true, subject: 'Your hold ends soon', body, version });
    const saved = await admin.data(UPDATE_FOLLOW_UP, { input: input('Hello {{clientName}}.', 0) });
    expect(saved.updateFollowUp.followUp!.version).toBe(1);
    const stale = await admin.request(UPDATE_FOLLOW_UP, { input: input('Dear {{clientName}}.', 0) });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', kind: 'FOLLOW_UP', recordId: 'hold_expiring', current: { body: 'Hello {{clientName}}.' } });
  });
});

const DELETE_FAQ = graphql(`mutation VersionsTestDeleteFaq($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }`);
const REORDER_FAQS = graphql(`mutation VersionsTestReorderFaqs($input: ReorderFaqsInput!) { reorderFaqs(input: $input) { faqs { id version } } }`);
const ADMIN_FAQS = graphql(`query VersionsTestAdminFaqs { adminFaqs { id version } }`);
const CREATE_IMAGE = graphql(`mutation VersionsTestCreateImage($input: CreateGalleryImageInput!) { createGalleryImage(input: $input) { galleryImage { id version } } }`);
const SWITCH_IMAGE = graphql(`mutation VersionsTestSwitchImage($input: SetGalleryImageActiveInput!) { setGalleryImageActive(input: $input) { galleryImage { id isActive version } } }`);
const UPDATE_IMAGE = graphql(`mutation VersionsTestUpdateImage($input: UpdateGalleryImageInput!) { updateGalleryImage(input: $input) { galleryImage { id version } } }`);

describe('switches, deletes and reorders over HTTP', () => {
  it('a stale delete and a stale switch are refused with the record as saved; anonymous callers are refused', async ({ server, admin }) => {
    const { createFaq } = await admin.data(CREATE, { input: { question: 'Can we decorate the night before?', answer: 'Yes.' } });
    const id = createFaq.faq!.id;
    await admin.data(UPDATE, { input: { id, answer: 'Yes, from 6 PM.', version: 1 } });
    const stale = await admin.request(DELETE_FAQ, { input: { id, version: 1 } });
    expect(stale.errors?.[0]?.message).toBe(
      'This FAQ has been saved since you were shown it (you saw version 1; it is now version 2), in another tab or by someone else. Nothing was deleted: look at the saved version, then delete it again if you still mean to.',
    );
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION', kind: 'FAQ', currentVersion: 2, current: { answer: 'Yes, from 6 PM.' } });
    expect(firstErrorCode(await server.session().request(DELETE_FAQ, { input: { id, version: 2 } }))).toBe('UNAUTHENTICATED');
    expect((await admin.data(ADMIN_FAQS, {})).adminFaqs.map((faq) => faq.id)).toContain(id);

    // The whole list, one version per FAQ: a version from before the edit is refused.
    const list = (await admin.data(ADMIN_FAQS, {})).adminFaqs;
    const ids = list.map((faq) => faq.id).reverse();
    const staleOrder = await admin.request(REORDER_FAQS, { input: { ids, versions: ids.map((each) => (each === id ? 1 : list.find((faq) => faq.id === each)!.version)) } });
    expect(staleOrder.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION', recordId: id });
    expect((await admin.data(ADMIN_FAQS, {})).adminFaqs.map((faq) => faq.id)).toEqual(list.map((faq) => faq.id));
    await admin.data(DELETE_FAQ, { input: { id, version: 2 } });

    const { createGalleryImage } = await admin.data(CREATE_IMAGE, { input: { title: 'Garden arch', imageUrl: '/starter/garden.jpg' } });
    const image = createGalleryImage.galleryImage!;
    await admin.data(UPDATE_IMAGE, { input: { id: image.id, title: 'Rose arch', version: image.version } });
    const staleSwitch = await admin.request(SWITCH_IMAGE, { input: { id: image.id, isActive: false, version: image.version } });
    expect(staleSwitch.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', kind: 'GALLERY_IMAGE', current: { title: 'Rose arch', isActive: true } });
    expect(firstErrorCode(await server.session().request(SWITCH_IMAGE, { input: { id: image.id, isActive: false, version: image.version + 1 } }))).toBe('UNAUTHENTICATED');
    const switched = await admin.data(SWITCH_IMAGE, { input: { id: image.id, isActive: false, version: image.version + 1 } });
    expect(switched.setGalleryImageActive.galleryImage).toMatchObject({ isActive: false, version: image.version + 2 });
  });
});
