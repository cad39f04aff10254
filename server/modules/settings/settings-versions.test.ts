import { describe, expect, test, type ServiceWorld } from '../../../tests/support/service-world.ts';
import { asAdmin, expectStale, keptVersions, refusal } from '../../../tests/support/versions.ts';
import { TEST_ADMIN } from '../../../tests/support/test-admin.ts';
import { getSiteSettings, updateBrandingImage, updateSiteDetails, updateSocialAndFooter, type FooterSettings } from './settings.service.ts';
import { listFollowUps, resetFollowUp, updateFollowUp } from '../followups/index.ts';
import { FOLLOW_UPS } from '../../../shared/followups.ts';

/*
 * The version rule for the site-wide settings (footer, social links, branding) and the follow-up
 * templates: a save that names the version it started from succeeds while nobody saved meanwhile;
 * a stale one is refused with CONFLICT, writes nothing, and says what is saved now; every save
 * is kept as a saved version.
 */

const deps = (world: ServiceWorld) => ({ db: world.db, pubsub: world.pubsub, config: world.config, userId: world.adminId });

const FOOTER: FooterSettings = {
  companyName: 'Grand Willow Hall',
  tagline: 'A timeless venue.',
  copyright: '© Grand Willow Hall',
  showSocialLinks: true,
  showContactInfo: true,
  showBusinessHours: true,
};
const NO_SOCIAL = { facebook: null, instagram: 'https://instagram.com/willow', twitter: null, linkedin: null, youtube: null };

describe('footer and social links', () => {
  test('a stale footer save is refused with the tagline saved meanwhile, and writes neither document; both taglines are kept', async ({ world }) => {
    const start = getSiteSettings(world.db);
    expect([start.footer.version, start.social.version]).toEqual([0, 0]);
    // Tab B saves first, from version 0 of both.
    const b = await updateSocialAndFooter(deps(world), { social: { ...NO_SOCIAL, version: 0 }, footer: { ...FOOTER, tagline: 'Weddings by the river.', version: 0 } });
    expect([b.footer.version, b.social.version]).toEqual([1, 1]);
    // Tab A, opened at version 0 too, saves its own tagline and a new Facebook link.
    const error = await refusal(
      updateSocialAndFooter(deps(world), {
        social: { ...NO_SOCIAL, facebook: 'https://facebook.com/willow', version: 0 },
        footer: { ...FOOTER, tagline: 'Celebrations under the willows.', version: 0 },
      }),
    );
    expectStale(error, { kind: 'social_links', yours: 0, current: 1 });
    expect(error.extensions.current).toMatchObject({ instagram: 'https://instagram.com/willow', facebook: null });
    expect(error.extensions.savedBy).toBe(TEST_ADMIN.email);
    const still = getSiteSettings(world.db);
    expect(still.footer).toMatchObject({ tagline: 'Weddings by the river.', version: 1 });
    expect(still.social).toMatchObject({ facebook: null, version: 1 });

    // With the social links current but the footer stale, the footer is what is refused.
    const footerError = await refusal(
      updateSocialAndFooter(deps(world), { social: { ...NO_SOCIAL, version: 1 }, footer: { ...FOOTER, tagline: 'Celebrations under the willows.', version: 0 } }),
    );
    expectStale(footerError, { kind: 'footer', yours: 0, current: 1 });
    expect(footerError.extensions.current).toMatchObject({ tagline: 'Weddings by the river.', companyName: 'Grand Willow Hall' });

    // A keeps their own, naming the versions they have now seen.
    const a = await updateSocialAndFooter(deps(world), { social: { ...NO_SOCIAL, version: 1 }, footer: { ...FOOTER, tagline: 'Celebrations under the willows.', version: 1 } });
    expect(a.footer).toMatchObject({ tagline: 'Celebrations under the willows.', version: 2 });
    const kept = keptVersions(world, 'footer', 'footer');
    expect(kept.map((row) => [row.version, row.newValues?.tagline])).toEqual([
      [2, 'Celebrations under the willows.'],
      [1, 'Weddings by the river.'],
    ]);
    expect(kept[0]!.summary).toBe("Updated tagline of 'Grand Willow Hall' (footer)");
    expect(kept[0]!.savedBy).toBe(world.adminId);
    // The social links changed once (A's second save changed none of them: nothing kept for it).
    expect(keptVersions(world, 'social_links', 'social').map((row) => row.version)).toEqual([1]);
  });

  test('a save that names no version is not checked; a malformed version is refused', async ({ world }) => {
    await updateSocialAndFooter(deps(world), { social: { ...NO_SOCIAL, version: 0 }, footer: { ...FOOTER, version: 0 } });
    await expect(updateSocialAndFooter(deps(world), { social: NO_SOCIAL, footer: { ...FOOTER, tagline: 'Blind write.' } })).resolves.toMatchObject({ footer: { version: 2 } });
    const error = await refusal(updateSocialAndFooter(deps(world), { social: NO_SOCIAL, footer: { ...FOOTER, version: 1.5 } }));
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'version' });
  });
});

describe('branding', () => {
  test('a stale site-details save is refused with the title saved meanwhile; a logo change names the version too', async ({ world }) => {
    const b = await updateSiteDetails(deps(world), { siteTitle: 'Willow Hall', siteDescription: 'A garden venue.', version: 0 });
    expect(b.version).toBe(1);
    const error = await refusal(updateSiteDetails(deps(world), { siteTitle: 'The Willow', siteDescription: 'A garden venue.', version: 0 }));
    expectStale(error, { kind: 'branding', yours: 0, current: 1 });
    expect(error.extensions.current).toMatchObject({ siteTitle: 'Willow Hall', siteDescription: 'A garden venue.', logoUrl: null });
    expect(getSiteSettings(world.db).branding).toMatchObject({ siteTitle: 'Willow Hall', version: 1 });

    // Removing the logo from a tab that read version 0 is refused as well; from version 1 it is saved.
    await refusal(updateBrandingImage(deps(world), 'logo', null, 0));
    await expect(updateBrandingImage(deps(world), 'logo', null, 1)).resolves.toMatchObject({ version: 2 });

    await updateSiteDetails(deps(world), { siteTitle: 'The Willow', siteDescription: 'A garden venue.', version: 2 });
    expect(keptVersions(world, 'branding', 'branding').map((row) => row.newValues?.siteTitle)).toEqual(['The Willow', 'Willow Hall']);
  });
});

describe('follow-up templates', () => {
  const kind = 'quote_not_accepted' as const;
  const followUp = (world: ServiceWorld) => listFollowUps(world.db).find((item) => item.kind === kind)!;
  const base = { kind, enabled: true, subject: FOLLOW_UPS[kind].defaultSubject, days: 5 };

  test('a stale save of a message is refused with the message saved meanwhile; both messages are kept', async ({ world }) => {
    expect(followUp(world).version).toBe(0);
    const b = await updateFollowUp(deps(world), { ...base, body: 'Hello {{clientName}}, your quote is waiting.', version: 0 }, asAdmin(world));
    expect(b.version).toBe(1);
    const error = await refusal(updateFollowUp(deps(world), { ...base, body: 'Dear {{clientName}}, any questions?', version: 0 }, asAdmin(world)));
    expectStale(error, { kind: 'follow_up', yours: 0, current: 1 });
    expect(error.extensions.current).toEqual({ enabled: true, subject: base.subject, body: 'Hello {{clientName}}, your quote is waiting.', days: 5 });
    expect(followUp(world)).toMatchObject({ body: 'Hello {{clientName}}, your quote is waiting.', version: 1 });

    await updateFollowUp(deps(world), { ...base, body: 'Dear {{clientName}}, any questions?', version: 1 }, asAdmin(world));
    // A reset from a stale screen is refused too; from the current one it goes back to the default and is kept.
    await refusal(resetFollowUp(deps(world), kind, { version: 1, actor: asAdmin(world) }));
    await resetFollowUp(deps(world), kind, { version: 2, actor: asAdmin(world) });
    const kept = keptVersions(world, 'follow_up', kind);
    expect(kept.map((row) => row.newValues?.body)).toEqual([FOLLOW_UPS[kind].defaultBody, 'Dear {{clientName}}, any questions?', 'Hello {{clientName}}, your quote is waiting.']);
    expect(kept[1]!.summary).toBe("Updated message of 'Quote not accepted' (follow-up)");
  });
});
