import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot, toast, openAdminTab } from '../support/browser.ts';

/*
 * A delete or a Live switch has no text to merge, but it is no less stale when the record was
 * saved since the owner was shown it. Two browser contexts: the second changes the record, the
 * first then deletes or switches it as it still shows it; nothing happens, the first is told what
 * changed with the record as saved now, and may apply the change again on that version.
 */

function staleNotice(page: Page) {
  return page.getByRole('dialog').filter({ hasText: 'Changed since you opened it' });
}

interface AdminFaq {
  id: string;
  question: string;
  answer: string;
}

describe('a stale delete', () => {
  it('an FAQ edited in another browser after the delete dialog opened is not deleted: its newer answer is shown, then deleted on request', async ({ server, browser, otherBrowser, admin: api }) => {
    const question = 'Can guests stay overnight?';
    await api.data(`mutation C($input: CreateFaqInput!) { createFaq(input: $input) { faq { id } } }`, { input: { question, answer: 'No.' } });
    const [a, b] = await Promise.all([openAdminTab({ server, browser }, 'faq'), openAdminTab({ server, browser: otherBrowser }, 'faq')]);

    await a.getByRole('button', { name: `Delete FAQ: ${question}` }).click();
    await a.getByRole('dialog', { name: 'Delete this FAQ?' }).waitFor();

    const newer = 'Yes, in the two guest cottages (book them with the hall).';
    await b.getByRole('button', { name: `Edit FAQ: ${question}` }).click();
    await b.getByRole('textbox', { name: 'Answer' }).fill(newer);
    await b.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(b, 'FAQ updated successfully').waitFor();

    await a.getByRole('dialog', { name: 'Delete this FAQ?' }).getByRole('button', { name: 'Delete FAQ' }).click();
    const notice = staleNotice(a);
    await notice.getByText('Nothing was deleted', { exact: false }).waitFor();
    await notice.getByText('(answer changed)', { exact: false }).waitFor();
    await notice.getByRole('group', { name: 'As saved now' }).getByText(newer).waitFor();
    await screenshot(a, 'stale-delete-faq-desktop', { fullPage: false });
    await a.setViewportSize({ width: 390, height: 844 });
    await screenshot(a, 'stale-delete-faq-phone', { fullPage: false });
    await a.setViewportSize({ width: 1440, height: 900 });
    const kept = await api.data<{ adminFaqs: AdminFaq[] }>(`{ adminFaqs { id question answer } }`);
    expect(kept.adminFaqs.find((faq) => faq.question === question)?.answer).toBe(newer);

    // Leaving it keeps the FAQ; asked again, the dialog deletes the version the list now shows.
    await notice.getByRole('button', { name: 'Leave It' }).click();
    await notice.waitFor({ state: 'hidden' });
    await a.getByRole('dialog', { name: 'Delete this FAQ?' }).waitFor({ state: 'hidden' });
    await a.getByText(newer).waitFor();
    await a.getByRole('button', { name: `Delete FAQ: ${question}` }).click();
    await a.getByRole('dialog', { name: 'Delete this FAQ?' }).getByRole('button', { name: 'Delete FAQ' }).click();
    await toast(a, 'FAQ deleted successfully').waitFor();
    const gone = await api.data<{ adminFaqs: AdminFaq[] }>(`{ adminFaqs { id question answer } }`);
    expect(gone.adminFaqs.some((faq) => faq.question === question)).toBe(false);
    await Promise.all([a.close(), b.close()]);
  });

  it('choosing to delete again from the notice deletes the newer version; the change log keeps both', async ({ server, browser, admin: api }) => {
    const question = 'Is confetti allowed?';
    const { createFaq } = await api.data<{ createFaq: { faq: { id: string } } }>(`mutation C($input: CreateFaqInput!) { createFaq(input: $input) { faq { id } } }`, {
      input: { question, answer: 'No.' },
    });
    const a = await openAdminTab({ server, browser }, 'faq');
    await a.getByRole('button', { name: `Delete FAQ: ${question}` }).click();
    await api.data(`mutation U($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id } } }`, { input: { id: createFaq.faq.id, answer: 'Biodegradable confetti only, outdoors.' } });
    await a.getByRole('dialog', { name: 'Delete this FAQ?' }).getByRole('button', { name: 'Delete FAQ' }).click();
    const notice = staleNotice(a);
    await notice.getByText('Biodegradable confetti only, outdoors.').waitFor();
    await notice.getByRole('button', { name: 'Delete FAQ' }).click();
    await toast(a, 'FAQ deleted successfully').waitFor();
    const versions = await api.data<{ savedVersions: { nodes: { change: string; version: number }[] } }>(
      `query V($id: ID) { savedVersions(kind: FAQ, recordId: $id) { nodes { change version } } }`,
      { id: createFaq.faq.id },
    );
    expect(versions.savedVersions.nodes.map((node) => [node.change, node.version])).toEqual([
      ['DELETE', 2],
      ['UPDATE', 2],
      ['CREATE', 1],
    ]);
    await a.close();
  });
});

describe('a stale switch', () => {
  it('a gallery image retitled in another browser is not switched from the old version: the newer one is shown, then switched on request', async ({ server, browser, otherBrowser, admin: api }) => {
    const { createGalleryImage } = await api.data<{ createGalleryImage: { galleryImage: { id: string } } }>(
      `mutation C($input: CreateGalleryImageInput!) { createGalleryImage(input: $input) { galleryImage { id } } }`,
      { input: { title: 'Willow arbor', imageUrl: '/starter/gallery-first-dance.webp' } },
    );
    const id = createGalleryImage.galleryImage.id;
    const [a, b] = await Promise.all([openAdminTab({ server, browser }, 'gallery', { liveUpdates: false }), openAdminTab({ server, browser: otherBrowser }, 'gallery')]);
    await a.getByRole('article', { name: 'Willow arbor' }).waitFor();

    await b.getByRole('button', { name: 'Edit Willow arbor' }).click();
    await b.getByRole('textbox', { name: 'Title' }).fill('Willow arbor at dusk');
    await b.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(b, 'staged').waitFor();

    await a.getByRole('switch', { name: 'Willow arbor: Active' }).click({ force: true });
    const notice = staleNotice(a);
    await notice.getByText('Nothing was switched', { exact: false }).waitFor();
    await notice.getByText('(title changed)', { exact: false }).waitFor();
    await notice.getByRole('group', { name: 'As saved now' }).getByText('Willow arbor at dusk').waitFor();
    await screenshot(a, 'stale-switch-gallery-desktop', { fullPage: false });
    const image = async () =>
      (await api.data<{ adminGalleryImages: { id: string; isActive: boolean; title: string }[] }>(`{ adminGalleryImages { id isActive title } }`)).adminGalleryImages.find(
        (each) => each.id === id,
      );
    await expect(image()).resolves.toMatchObject({ isActive: true, title: 'Willow arbor at dusk' });

    await notice.getByRole('button', { name: 'Make It Inactive' }).click();
    await toast(a, 'is now inactive').waitFor();
    await expect(image()).resolves.toMatchObject({ isActive: false });
    await Promise.all([a.close(), b.close()]);
  });
});
