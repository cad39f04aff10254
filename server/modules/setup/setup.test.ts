import { asc } from 'drizzle-orm';
import { vi } from 'vitest';
import { describe, expect, test, type ServiceWorld } from '../../../tests/support/service-world.ts';
import { seedStarterContent } from '../../db/seed/seed.ts';
import { adminNotes, faqs } from '../../db/schema/index.ts';
import { updateFaq } from '../faqs/index.ts';
import { dismissAdminNote, removeDemoData, setSetupChecklistHidden, setupChecklist } from './setup.service.ts';

/*
 * The dashboard's "Set up your venue" checklist at the service: a step is done by what the owner
 * wrote, however soon after the venue was seeded.
 */
const done = (world: ServiceWorld, step: string) => setupChecklist(world).items.find((item) => item.step === step)?.done;
const firstFaq = (world: ServiceWorld) => world.db.select().from(faqs).orderBy(asc(faqs.sortOrder)).get()!;

describe('the setup checklist', () => {
  test('an empty venue’s FAQ step is done as soon as its placeholder FAQ is rewritten, even in the same second', async ({ world }) => {
    seedStarterContent(world.db, { timeZone: world.config.venueTimeZone, venue: 'empty' });
    expect(done(world, 'FAQS')).toBe(false);
    await updateFaq(world.db, { id: firstFaq(world).id, question: 'Is there parking?', answer: 'Yes, 60 spaces.' }, { userId: world.adminId });
    expect(done(world, 'FAQS')).toBe(true);
  });

  test('a demo venue’s FAQs are not the owner’s until one is edited, and then they are at once', async ({ world }) => {
    seedStarterContent(world.db, { timeZone: world.config.venueTimeZone, venue: 'demo' });
    expect(done(world, 'FAQS')).toBe(false);
    await updateFaq(world.db, { id: firstFaq(world).id, answer: 'Yes: 60 spaces beside the barn, free for guests.' }, { userId: world.adminId });
    expect(done(world, 'FAQS')).toBe(true);
  });

  test('hiding the checklist, dismissing a note and removing the demo data are announced to open dashboards; a refused dismissal is not', async ({ world }) => {
    seedStarterContent(world.db, { timeZone: world.config.venueTimeZone, venue: 'demo' });
    const note = world.db.insert(adminNotes).values({ title: 'Check your contact details', body: 'Kept the footer’s phone.' }).returning().get();
    const publish = vi.spyOn(world.pubsub, 'publish');
    const announced = () => publish.mock.calls.filter(([topic]) => topic === 'setupChanged').map(([, payload]) => payload);
    await setSetupChecklistHidden(world, true);
    await dismissAdminNote(world, note.id);
    await expect(dismissAdminNote(world, note.id)).rejects.toThrow();
    await removeDemoData(world);
    expect(announced()).toEqual([{ change: 'CHECKLIST' }, { change: 'NOTE' }, { change: 'DEMO_DATA' }]);
  });
});
