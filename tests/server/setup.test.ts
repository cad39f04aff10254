import { eq } from 'drizzle-orm';
import { adminNotes, bookings, calendarAvailability, holds, inquiries, siteSettings } from '../../server/db/schema/index.ts';
import { DEFAULT_CONTACT_INFO } from '../../shared/contact.ts';
import { DEMO_RECORDS_KEY, isPlaceholderText, SETUP_MESSAGES } from '../../shared/setup.ts';
import { createFactories } from '../support/factories.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { firstErrorCode } from '../support/graphql.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * A production install starts an empty venue (DEMO_VENUE=0): placeholders in [brackets], no sample
 * bookings or inquiries, the demo venue's phone nowhere; the dashboard's checklist says what is left
 * to set up. A developer's `npm start` keeps the demo venue, whose sample data the admin can remove
 * in one go. Notes the admin must see once are listed until dismissed.
 */
const CHECKLIST = `{ setupChecklist { done total hidden demoData { bookings inquiries specialDates } items { step label hint done section } } }`;
const REMOVE = 'mutation { removeDemoData { removed { bookings inquiries specialDates } setupChecklist { items { step done } } } }';
const NOTES = '{ adminNotes { id title body createdAt } }';
const DISMISS = 'mutation ($id: ID!) { dismissAdminNote(input: { id: $id }) { dismissedId } }';
const HIDE = 'mutation ($hidden: Boolean!) { setSetupChecklistHidden(input: { hidden: $hidden }) { setupChecklist { hidden } } }';

type Checklist = {
  done: number;
  total: number;
  hidden: boolean;
  demoData: { bookings: number; inquiries: number; specialDates: number };
  items: { step: string; label: string; hint: string; done: boolean; section: string | null }[];
};

async function withServer(options: Parameters<typeof startTestServer>[0], run: (server: TestServer) => Promise<void>) {
  const server = await startTestServer(options);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

const stepDone = (checklist: Checklist, step: string) => checklist.items.find((item) => item.step === step)?.done;

describe('an empty venue (DEMO_VENUE=0, the production environment file)', () => {
  it('has placeholders in brackets, no sample data, no demo contact details, and a checklist of what to set up', { timeout: 60_000 }, async () => {
    await withServer({ config: { starterVenue: 'empty' } }, async (server) => {
      expect(server.db.select().from(bookings).all()).toEqual([]);
      expect(server.db.select().from(inquiries).all()).toEqual([]);
      expect(server.db.select().from(calendarAvailability).all()).toEqual([]);

      const visitor = server.session();
      const site = await visitor.data<{
        contactInfo: { phone: string; email: string | null; address: string; hours: string };
        siteSettings: { branding: { siteTitle: string; siteDescription: string }; footer: { companyName: string }; social: Record<string, string | null> };
        contentSections: { sectionKey: string; title: string; content: string }[];
        faqs: { question: string }[];
        galleryImages: unknown[];
      }>(
        `{ contactInfo { phone email address hours } siteSettings { branding { siteTitle siteDescription } footer { companyName } social { facebook instagram } }
           contentSections(type: HERO) { sectionKey title content } faqs { question } galleryImages { id } }`,
      );
      expect(site.contactInfo).toEqual({ phone: '', email: null, address: '', hours: '' });
      expect(site.siteSettings.branding.siteTitle).toBe('[Your Venue]');
      expect(site.siteSettings.footer.companyName).toBe('[Your Venue]');
      expect(site.siteSettings.social).toEqual({ facebook: null, instagram: null });
      expect(site.contentSections.length).toBeGreaterThan(0);
      for (const section of site.contentSections) expect(isPlaceholderText(section.title) && isPlaceholderText(section.content), section.sectionKey).toBe(true);
      expect(site.faqs.map((faq) => isPlaceholderText(faq.question))).toEqual([true]);
      expect(site.galleryImages).toEqual([]);
      // Nothing of the demo venue reaches a visitor.
      expect(JSON.stringify(site)).not.toContain(DEFAULT_CONTACT_INFO.phone);
      expect(JSON.stringify(site)).not.toContain('Grand Willow');

      const admin = await server.adminSession();
      const { setupChecklist } = await admin.data<{ setupChecklist: Checklist }>(CHECKLIST);
      expect(setupChecklist.items.map((item) => item.step)).toEqual(['NAME', 'CONTACT', 'LOGO', 'HOME_PAGE', 'PAGES', 'PHOTOS', 'FAQS', 'EMAIL']);
      expect(setupChecklist).toMatchObject({ done: 0, total: 8, hidden: false, demoData: { bookings: 0, inquiries: 0, specialDates: 0 } });
      expect(setupChecklist.items[0]).toMatchObject({ label: 'Name your venue', section: 'branding' });

      // Steps are done as the owner does them.
      await admin.data('mutation ($input: UpdateSiteDetailsInput!) { updateSiteDetails(input: $input) { branding { siteTitle } } }', {
        input: { siteTitle: 'Cedar Barn', siteDescription: 'A cedar barn for weddings in the hills.' },
      });
      await admin.data('mutation ($input: UpdateContactInfoInput!) { updateContactInfo(input: $input) { contactInfo { phone } } }', {
        input: { phone: '(802) 555-0199', email: 'hello@cedarbarn.example', address: '1 Cedar Lane', hours: 'Daily 9–5' },
      });
      // Staged details are not on the site yet: the step is done once they are published.
      expect(stepDone((await admin.data<{ setupChecklist: Checklist }>(CHECKLIST)).setupChecklist, 'CONTACT')).toBe(false);
      await admin.data('mutation { publishContentChanges(input: { tableName: CONTACT_INFO }) { publishedCount } }');
      const { adminFaqs } = await admin.data<{ adminFaqs: { id: string }[] }>('{ adminFaqs { id } }');
      await admin.data('mutation ($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id } } }', { input: { id: adminFaqs[0]!.id, question: 'Is there parking?', answer: 'Yes, 60 spaces.' } });
      const after = (await admin.data<{ setupChecklist: Checklist }>(CHECKLIST)).setupChecklist;
      expect(stepDone(after, 'NAME')).toBe(true);
      expect(stepDone(after, 'CONTACT')).toBe(true);
      expect(stepDone(after, 'FAQS')).toBe(true);
      expect(stepDone(after, 'HOME_PAGE')).toBe(false);
      expect(after.done).toBe(3);
    });
  });
});

describe("the demo venue (a developer's npm start)", () => {
  it('keeps its sample data until the admin removes it; the owner’s own records stay', { timeout: 60_000 }, async () => {
    await withServer({}, async (server) => {
      const factories = createFactories(server);
      const ownBooking = factories.booking({ clientName: 'Real Client', clientEmail: 'real@client.test', source: 'admin' });
      const ownInquiry = factories.inquiry({ email: 'real.visitor@client.test' });
      const admin = await server.adminSession();
      const before = (await admin.data<{ setupChecklist: Checklist }>(CHECKLIST)).setupChecklist;
      expect(before.demoData).toEqual({ bookings: 9, inquiries: 2, specialDates: expect.any(Number) });
      expect(before.demoData.specialDates).toBeGreaterThanOrEqual(4);
      expect(before.items.find((item) => item.step === 'DEMO_DATA')).toMatchObject({ done: false, section: null });
      // The demo venue's texts are not the owner's yet.
      expect(stepDone(before, 'NAME')).toBe(false);
      expect(stepDone(before, 'CONTACT')).toBe(false);
      expect(stepDone(before, 'PAGES')).toBe(false);

      // A hold on a demo booking goes with it.
      const demoBookingId = (server.db.select().from(siteSettings).where(eq(siteSettings.key, DEMO_RECORDS_KEY)).get()!.value as { bookings: string[] }).bookings[0]!;
      server.db.insert(holds).values({ bookingId: demoBookingId, date: factories.day(200), startTime: '17:00', endTime: '00:00', clientName: 'Demo', clientEmail: 'demo@example.com', position: 1, expiresAt: new Date(Date.now() + 86_400_000) }).run();

      const anonymous = await server.session().request(REMOVE);
      expect(firstErrorCode(anonymous)).toBe('UNAUTHENTICATED');
      const { session: user } = await factories.signedInAs('user');
      expect(firstErrorCode(await user.request(REMOVE))).toBe('FORBIDDEN');
      expect(server.db.select().from(bookings).all().length).toBe(10);

      const { removeDemoData } = await admin.data<{ removeDemoData: { removed: Checklist['demoData']; setupChecklist: { items: { step: string }[] } } }>(REMOVE);
      expect(removeDemoData.removed).toEqual(before.demoData);
      expect(removeDemoData.setupChecklist.items.map((item) => item.step)).not.toContain('DEMO_DATA');
      expect(server.db.select({ id: bookings.id }).from(bookings).all()).toEqual([{ id: ownBooking.id }]);
      expect(server.db.select({ id: inquiries.id }).from(inquiries).all()).toEqual([{ id: ownInquiry.id }]);
      expect(server.db.select().from(calendarAvailability).all()).toEqual([]);
      expect(server.db.select().from(holds).all()).toEqual([]);
      expect((await admin.data<{ removeDemoData: { removed: Checklist['demoData'] } }>(REMOVE)).removeDemoData.removed).toEqual({ bookings: 0, inquiries: 0, specialDates: 0 });
    });
  });

  it('finds the samples of a database seeded before their ids were recorded', { timeout: 60_000 }, async () => {
    await withServer({}, async (server) => {
      server.db.delete(siteSettings).where(eq(siteSettings.key, DEMO_RECORDS_KEY)).run();
      const factories = createFactories(server);
      factories.booking({ clientEmail: 'owner.made@venue.test', source: 'website' });
      const admin = await server.adminSession();
      const { removeDemoData } = await admin.data<{ removeDemoData: { removed: Checklist['demoData'] } }>(REMOVE);
      expect(removeDemoData.removed).toMatchObject({ bookings: 9, inquiries: 2 });
      expect(server.db.select({ email: bookings.clientEmail }).from(bookings).all()).toEqual([{ email: 'owner.made@venue.test' }]);
    });
  });
});

describe('the checklist and notes', () => {
  it('hides and shows the checklist; notes are listed until dismissed; both admin-only', async ({ server, admin }) => {
    expect((await admin.data<{ setSetupChecklistHidden: { setupChecklist: { hidden: boolean } } }>(HIDE, { hidden: true })).setSetupChecklistHidden.setupChecklist.hidden).toBe(true);
    expect((await admin.data<{ setupChecklist: Checklist }>(CHECKLIST)).setupChecklist.hidden).toBe(true);
    await admin.data(HIDE, { hidden: false });

    const note = server.db.insert(adminNotes).values({ title: 'Check your contact details', body: 'Line one.\nLine two.' }).returning().get();
    expect((await admin.data<{ adminNotes: { id: string; title: string; body: string }[] }>(NOTES)).adminNotes).toEqual([
      expect.objectContaining({ id: note.id, title: 'Check your contact details', body: 'Line one.\nLine two.' }),
    ]);
    expect(firstErrorCode(await server.session().request(NOTES))).toBe('UNAUTHENTICATED');
    expect(firstErrorCode(await server.session().request(DISMISS, { id: note.id }))).toBe('UNAUTHENTICATED');
    expect(firstErrorCode(await server.session().request(HIDE, { hidden: true }))).toBe('UNAUTHENTICATED');

    await admin.data(DISMISS, { id: note.id });
    expect((await admin.data<{ adminNotes: unknown[] }>(NOTES)).adminNotes).toEqual([]);
    const again = await admin.request(DISMISS, { id: note.id });
    expect(firstErrorCode(again)).toBe('NOT_FOUND');
    expect(again.errors?.[0]?.message).toBe(SETUP_MESSAGES.noteNotFound);
  });
});
