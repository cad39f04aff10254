
import { describe, expect, it } from '../support/fixtures.ts';
import { contactInfo, contentChangeLog, contentSections } from '../../server/db/schema/index.ts';
import { DEFAULT_CONTACT_INFO } from '../../shared/contact.ts';
import { firstErrorCode, type GraphQLSession } from '../support/graphql.ts';
import type { TestServer } from '../support/test-server.ts';
import { ADMIN, type ContactChange, type ContactDetails, FOOTER, LOG, PUBLIC, PUBLISH, REVERT, SAVE_SOCIAL_AND_FOOTER, UPDATE } from '../support/contact-info-world.ts';

/*
 * The venue's contact details are one typed, staged record (`contact_info`), not JSON in
 * a content section's title, and the footer shows that record instead of a second phone, address,
 * e-mail and business hours of its own. The social profiles live only in the social links.
 */

const NEW_DETAILS = {
  phone: '(516) 555-0199',
  email: 'hello@willowoak.example',
  address: '9 Harbor Way, Port Jefferson, NY 11777',
  hours: 'Tue–Sun, 9AM–11PM',
};

const publicInfo = async (server: TestServer, preview = false, session = server.session()) => (await session.data<{ contactInfo: ContactDetails }>(PUBLIC, { preview })).contactInfo;
const pendingEntries = async (admin: GraphQLSession) => (await admin.data<{ contentChangeLog: { nodes: ContactChange[] } }>(LOG)).contentChangeLog.nodes.filter((entry) => entry.status === 'PENDING');

describe('the contact details record', () => {
  it('is seeded with the shared defaults, published, and no content section holds them any more', async ({ server }) => {
    expect(await publicInfo(server)).toMatchObject({ ...DEFAULT_CONTACT_INFO, isPublished: true });
    expect(server.db.select().from(contactInfo).all()).toHaveLength(1);
    const sectionKeys = server.db.select({ key: contentSections.sectionKey }).from(contentSections).all().map((row) => row.key);
    expect(sectionKeys).not.toContain('contact_info');
  });

  it('stages an edit: visitors keep the published details, preview (admins only) and the admin form show the staged ones', async ({ server, admin }) => {
    const { updateContactInfo } = await admin.data<{ updateContactInfo: { contactInfo: ContactDetails } }>(UPDATE, { input: NEW_DETAILS });
    expect(updateContactInfo.contactInfo).toMatchObject({ ...NEW_DETAILS, isPublished: false });

    expect(await publicInfo(server)).toMatchObject({ phone: DEFAULT_CONTACT_INFO.phone, isPublished: true });
    // A visitor asking for preview gets the live details.
    expect((await publicInfo(server, true)).phone).toBe(DEFAULT_CONTACT_INFO.phone);
    expect((await publicInfo(server, true, admin)).phone).toBe(NEW_DETAILS.phone);
    expect((await admin.data<{ adminContactInfo: ContactDetails }>(ADMIN)).adminContactInfo).toMatchObject({ ...NEW_DETAILS, isPublished: false });

    const [entry] = await pendingEntries(admin);
    expect(entry).toMatchObject({ tableName: 'CONTACT_INFO', changeType: 'UPDATE', description: "Updated phone, email, address and hours of 'Contact details' (contact page)" });
    expect(entry!.fieldChanges).toContainEqual({ field: 'phone', oldValue: DEFAULT_CONTACT_INFO.phone, newValue: NEW_DETAILS.phone });
  });

  it('goes live when the contact table is published, for the page and the footer alike', async ({ server, admin }) => {
    const { publishContentChanges } = await admin.data<{ publishContentChanges: { publishedCount: number } }>(PUBLISH, { input: { tableName: 'CONTACT_INFO' } });
    expect(publishContentChanges.publishedCount).toBe(1);
    expect(await publicInfo(server)).toMatchObject({ ...NEW_DETAILS, isPublished: true });
    expect(await pendingEntries(admin)).toEqual([]);
    // The footer has no phone, address or e-mail of its own: it shows this record.
    const footer = await server.session().request(`query { siteSettings { footer { phone } } }`);
    expect(footer.errors?.[0]?.message).toMatch(/Cannot query field "phone" on type "FooterSettings"/);
    expect((await server.session().data<{ siteSettings: { footer: { showContactInfo: boolean } } }>(FOOTER)).siteSettings.footer.showContactInfo).toBe(true);
  });

  it('reverts a pending edit back to what visitors see', async ({ server, admin }) => {
    await admin.data(UPDATE, { input: { ...NEW_DETAILS, phone: '(516) 555-0000' } });
    const [entry] = await pendingEntries(admin);
    const { revertContentChange } = await admin.data<{ revertContentChange: { change: { status: string } } }>(REVERT, { input: { id: entry!.id } });
    expect(revertContentChange.change.status).toBe('REVERTED');
    expect((await admin.data<{ adminContactInfo: ContactDetails }>(ADMIN)).adminContactInfo).toMatchObject({ phone: NEW_DETAILS.phone, isPublished: true });
    expect((await publicInfo(server)).phone).toBe(NEW_DETAILS.phone);
  });

  it("gives the footer the record's business hours: published to visitors, staged only in an admin's preview", async ({ server, admin }) => {
    // What the public layout asks for the footer: its switches, and the contact record's details.
    const LAYOUT = `query ($preview: Boolean) { siteSettings { footer { showBusinessHours } } contactInfo(preview: $preview) { hours } }`;
    type Layout = { siteSettings: { footer: { showBusinessHours: boolean } }; contactInfo: { hours: string } };
    await admin.data(UPDATE, { input: { ...NEW_DETAILS, hours: 'Wed–Sun, noon–10PM' } });
    try {
      expect(await server.session().data<Layout>(LAYOUT, { preview: true })).toEqual({
        siteSettings: { footer: { showBusinessHours: true } },
        contactInfo: { hours: NEW_DETAILS.hours },
      });
      expect((await admin.data<Layout>(LAYOUT, { preview: true })).contactInfo.hours).toBe('Wed–Sun, noon–10PM');
      expect((await admin.data<Layout>(LAYOUT, { preview: false })).contactInfo.hours).toBe(NEW_DETAILS.hours);
    } finally {
      for (const entry of await pendingEntries(admin)) await admin.data(REVERT, { input: { id: entry.id } });
    }
  });

  it('has no second home for hours or profiles in the schema: the footer keeps no hours, the record no Instagram or Facebook', async ({ server, admin }) => {
    const FIELDS_OF = `query ($name: String!) { __type(name: $name) { fields { name } inputFields { name } } }`;
    const namesOf = async (name: string) => {
      const type = (await server.session().data<{ __type: { fields: { name: string }[] | null; inputFields: { name: string }[] | null } }>(FIELDS_OF, { name })).__type;
      return (type.fields ?? type.inputFields ?? []).map((field) => field.name);
    };
    expect(await namesOf('FooterSettings')).not.toContain('hours');
    expect(await namesOf('FooterSettingsInput')).not.toContain('hours');
    expect(await namesOf('ContactInfo')).toEqual(expect.arrayContaining(['phone', 'email', 'address', 'hours']));
    for (const type of ['ContactInfo', 'UpdateContactInfoInput']) {
      expect((await namesOf(type)).filter((name) => name === 'instagram' || name === 'facebook')).toEqual([]);
    }
    expect(await namesOf('SocialLinks')).toEqual(expect.arrayContaining(['instagram', 'facebook']));
    // A client still sending them is told, and nothing is written.
    const before = server.db.select().from(contactInfo).all();
    const sent = await admin.request(UPDATE, { input: { ...NEW_DETAILS, phone: '(516) 555-0123', instagram: 'https://instagram.com/x' } });
    expect(sent.errors?.[0]?.message).toMatch(/Field "instagram" is not defined by type "UpdateContactInfoInput"/);
    expect(server.db.select().from(contactInfo).all()).toEqual(before);
    const footerWithHours = await admin.request(SAVE_SOCIAL_AND_FOOTER, {
      input: { social: {}, footer: { companyName: 'Willow', tagline: '', hours: '9-5', copyright: '', showSocialLinks: true, showContactInfo: true, showBusinessHours: true } },
    });
    expect(footerWithHours.errors?.[0]?.message).toMatch(/Field "hours" is not defined by type "FooterSettingsInput"/);
  });

  it('refuses anonymous and non-admin callers, changing nothing', async ({ server, nonAdmin: user }) => {
    const before = server.db.select().from(contactInfo).all();
    expect(firstErrorCode(await server.session().request(UPDATE, { input: NEW_DETAILS }))).toBe('UNAUTHENTICATED');
    expect(firstErrorCode(await user.request(UPDATE, { input: { ...NEW_DETAILS, phone: '1' } }))).toBe('FORBIDDEN');
    expect(firstErrorCode(await server.session().request(ADMIN))).toBe('UNAUTHENTICATED');
    expect(firstErrorCode(await user.request(ADMIN))).toBe('FORBIDDEN');
    expect(server.db.select().from(contactInfo).all()).toEqual(before);
  });

  it.for([
    [{ email: 'not-an-address' }, 'email', 'Enter a valid email address, like events@example.com.'],
    [{ phone: 'call us' }, 'phone', 'Enter a phone number with digits, like (631) 555-0142.'],
    [{ address: '   ' }, 'address', 'Address is required.'],
    [{ hours: 'x'.repeat(201) }, 'hours', 'Hours must be at most 200 characters.'],
  ] as [Partial<typeof NEW_DETAILS>, string, string][])('refuses bad input %j with a clear message and changes nothing', async ([patch, field, message], { server, admin }) => {
    const before = server.db.select().from(contactInfo).all();
    const log = server.db.select().from(contentChangeLog).all().length;
    const result = await admin.request(UPDATE, { input: { ...NEW_DETAILS, ...patch } });
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(server.db.select().from(contactInfo).all()).toEqual(before);
    expect(server.db.select().from(contentChangeLog).all()).toHaveLength(log);
  });
});
