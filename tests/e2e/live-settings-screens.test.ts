import type { Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { freePort } from '../support/process.ts';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { launchBrowser, toast, openAdminTab } from '../support/browser.ts';
import { adminApiToken, apiCall } from '../support/api-client.ts';
import { day as inDays } from '../support/days.ts';
import { untilSubscribed } from '../support/test-server.ts';

/*
 * Settings screens that stay true while another tab (a second signed-in browser: the owner's
 * other tab, or a second admin) or an API token changes what they show: an untouched screen
 * follows without a reload; a form holding the owner's edits keeps them, and its save meets the
 * conflict view with the newer saved text beside the owner's.
 */

/** The conflict view, once the stale save was refused. */
function conflictDialog(page: Page) {
  return page.getByRole('dialog').filter({ hasText: 'saved meanwhile' });
}

describe('Terms & Policies in two tabs', () => {
  it('an untouched form follows terms saved in the other tab; a form with edits keeps them and its save meets the conflict view', async ({ server, browser, admin: api }) => {
    // A second signed-in browser: its own cookies, as a second admin's.
    const second = await launchBrowser({ own: true });
    onTestFinished(() => second.close());
    const [a, b] = await Promise.all([openAdminTab({ server, browser }, 'terms'), openAdminTab({ server, browser: second }, 'terms')]);
    const quoteTerms = (page: Page) => page.getByRole('textbox', { name: 'Terms shown on every quote' });
    const graceDays = (page: Page) => page.getByRole('textbox', { name: 'Grace period (days)' });
    await Promise.all([quoteTerms(a).waitFor(), quoteTerms(b).waitFor()]);
    await untilSubscribed(server, 'bookingTermsChanged', 2); // both tabs' subscriptions are live

    // A saves; B, untouched, shows A's terms without a reload.
    const firstTerms = 'A deposit of 30% holds the date; the rest is due 30 days before the event.';
    await quoteTerms(a).fill(firstTerms);
    await graceDays(a).fill('5');
    await a.getByRole('button', { name: 'Save terms' }).click();
    await toast(a, 'Terms saved.').waitFor();
    await expect.poll(() => quoteTerms(b).inputValue(), { timeout: 10_000 }).toBe(firstTerms);
    await expect.poll(() => graceDays(b).inputValue()).toBe('5');
    // Following is not an edit: B has nothing to save.
    expect(await b.getByRole('button', { name: 'Save terms' }).isDisabled()).toBe(true);

    // B starts editing; A saves again: B keeps its words, and its save shows A's beside them.
    const mine = 'Prices include tax; a deposit of 25% holds the date.';
    const theirs = 'A deposit of 40% holds the date; the rest is due 14 days before the event.';
    await quoteTerms(b).fill(mine);
    await quoteTerms(a).fill(theirs);
    await a.getByRole('button', { name: 'Save terms' }).click();
    await toast(a, 'Terms saved.').waitFor();
    // B has heard of the save by now (its subscription is live) and kept its words.
    await b.waitForTimeout(500);
    expect(await quoteTerms(b).inputValue()).toBe(mine);

    await b.getByRole('button', { name: 'Save terms' }).click();
    const dialog = conflictDialog(b);
    await dialog.getByRole('group', { name: 'Quote terms: saved meanwhile' }).getByText(theirs).waitFor();
    await expect(dialog.getByRole('textbox', { name: 'Quote terms: your version' }).inputValue()).resolves.toBe(mine);
    const saved = () => api.data<{ bookingTerms: { quoteTerms: string; version: number } }>('{ bookingTerms { quoteTerms version } }');
    expect((await saved()).bookingTerms.quoteTerms).toBe(theirs);

    await dialog.getByRole('button', { name: 'Save My Version' }).click();
    await toast(b, 'Terms saved.').waitFor();
    expect((await saved()).bookingTerms.quoteTerms).toBe(mine);
    // A, untouched since its save, follows B's.
    await expect.poll(() => quoteTerms(a).inputValue(), { timeout: 10_000 }).toBe(mine);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('the dashboard’s “Set up your venue” checklist', () => {
  it('ticks a step done in another tab and hides when hidden there, without a reload', async ({ server, browser, admin: api }) => {
    const page = await openAdminTab({ server, browser }, 'dashboard');
    const checklist = page.getByRole('region', { name: 'Set up your venue' });
    const step = (label: string) => checklist.getByRole('listitem').filter({ hasText: label });
    await step('Answer the common questions').waitFor();
    expect(await step('Answer the common questions').textContent()).not.toContain('(done)');
    expect(await step('Name your venue').textContent()).not.toContain('(done)');
    const counted = await checklist.getByText(/ of \d+ done$/).textContent();
    await untilSubscribed(server, 'setupChanged');
    await untilSubscribed(server, 'faqsChanged');
    await page.waitForTimeout(200);

    // Another tab rewrites an FAQ in the venue's own words, then names the venue.
    const isDone = (label: string) => step(label).textContent().then((text) => text?.includes('(done)'));
    const { adminFaqs } = await api.data<{ adminFaqs: { id: string; isActive: boolean }[] }>('{ adminFaqs { id isActive } }');
    await api.data(`mutation U($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id } } }`, {
      input: { id: adminFaqs.find((faq) => faq.isActive)!.id, answer: 'Yes: 60 spaces beside the barn, free for guests.' },
    });
    await expect.poll(() => isDone('Answer the common questions'), { timeout: 10_000 }).toBe(true);
    await api.data(`mutation S($input: UpdateSiteDetailsInput!) { updateSiteDetails(input: $input) { branding { siteTitle } } }`, {
      input: { siteTitle: 'Hollow Oak Barn', siteDescription: 'A restored barn for weddings and parties in the hills.' },
    });
    await expect.poll(() => isDone('Name your venue'), { timeout: 10_000 }).toBe(true);
    expect(await checklist.getByText(/ of \d+ done$/).textContent()).not.toBe(counted);

    // Another tab hides the checklist: here it folds to its link.
    await api.data('mutation { setSetupChecklistHidden(input: { hidden: true }) { setupChecklist { hidden } } }');
    await page.getByRole('button', { name: /Show the setup checklist/ }).waitFor({ timeout: 10_000 });
    await checklist.waitFor({ state: 'detached' });
    await api.data('mutation { setSetupChecklistHidden(input: { hidden: false }) { setupChecklist { hidden } } }');
    await checklist.waitFor({ timeout: 10_000 });
    await page.close();
  });
});


describe('the Webhooks screen', () => {
  it('shows an endpoint a token registers, pauses or deletes, one paused in another tab, and a failing delivery, without a re-read', async ({ server, browser, admin: api }) => {
    const page = await openAdminTab({ server, browser }, 'webhooks');
    await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
    await untilSubscribed(server, 'webhooksChanged'); // the endpoints' (the log is closed)
    const token = adminApiToken(server, { name: 'Hollow CRM', scopes: ['WEBHOOKS_READ', 'WEBHOOKS_WRITE', 'INQUIRIES_READ'] });
    const asToken = (query: string, variables: Record<string, unknown>) => apiCall<Record<string, any>>(server, query, { token: token.secret, variables });

    // A token registers its endpoint: the card appears.
    const created = await asToken(
      'mutation C($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } userErrors { message } } }',
      { input: { url: `http://127.0.0.1:${await freePort()}/hooks`, description: 'Hollow CRM', eventTypes: ['INQUIRY_RECEIVED'] } },
    );
    expect(created.errors).toBeUndefined();
    const endpointId = created.data!.createWebhookEndpoint.endpoint.id as string;
    const card = page.getByRole('region', { name: 'Endpoint Hollow CRM' });
    await card.getByText('Registered by the API token “Hollow CRM”', { exact: false }).waitFor({ timeout: 10_000 });
    await card.getByText('Active', { exact: true }).waitFor();

    // Another tab pauses it, then the token resumes it.
    const update = 'mutation U($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { endpoint { enabled } } }';
    await api.data(update, { input: { id: endpointId, enabled: false } });
    await card.getByText('Paused', { exact: true }).waitFor({ timeout: 10_000 });
    await asToken(update, { input: { id: endpointId, enabled: true } });
    await card.getByText('Active', { exact: true }).waitFor({ timeout: 10_000 });

    // A visitor's inquiry is delivered to an address that does not answer: the card says it failed.
    await server.session().data('mutation ($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id } } }', {
      input: { name: 'Ivy Hook', email: 'ivy@example.com', message: 'A spring party for 80.' },
    });
    await server.services.webhooks.processDue(new Date());
    await card.getByText(/Last delivery .*: (Waiting|Failed)/).waitFor({ timeout: 10_000 });

    // The token deletes its endpoint: the card goes.
    await asToken('mutation D($input: WebhookEndpointIdInput!) { deleteWebhookEndpoint(input: $input) { deletedEndpointId } }', { input: { id: endpointId } });
    await card.waitFor({ state: 'detached', timeout: 10_000 });
    await page.close();
  });
});

describe('a follow-up’s Reset to default on a stale version', () => {
  it('shows the conflict view when the texts were saved in another context; the owner keeps either', async ({ server, browser, admin: api }) => {
    // Texts of the owner's own to start from (a reset from the defaults has nothing to take back).
    const update = 'mutation U($input: UpdateFollowUpInput!) { updateFollowUp(input: $input) { followUp { version } } }';
    await api.data(update, { input: { kind: 'QUOTE_NOT_ACCEPTED', enabled: true, days: 3, subject: 'Still thinking about {{eventDate}}?', body: 'Dear {{clientName}}, your quote: {{quoteLink}}' } });
    const second = await launchBrowser({ own: true });
    onTestFinished(() => second.close());
    const [a, b] = await Promise.all([openAdminTab({ server, browser }, 'follow-ups'), openAdminTab({ server, browser: second }, 'follow-ups')]);
    const card = (page: Page) => page.getByRole('region', { name: 'Quote not accepted' });
    const subject = (page: Page) => card(page).getByRole('textbox', { name: 'Subject' });
    await Promise.all([subject(a).waitFor(), subject(b).waitFor()]);
    await expect.poll(() => subject(b).inputValue()).toBe('Still thinking about {{eventDate}}?');

    // B has started changing the days, so its card keeps the version it showed; A saves new texts.
    await card(b).getByRole('textbox', { name: 'Days after the quote was sent' }).fill('5');
    const theirs = 'Your date {{eventDate}} is still open for you';
    await subject(a).fill(theirs);
    await card(a).getByRole('button', { name: 'Save' }).click();
    await toast(a, 'Follow-up saved.').waitFor();

    // B resets to the default texts: refused as stale, the conflict view shows A's subject beside the default.
    await card(b).getByRole('button', { name: 'Reset to default' }).click();
    const dialog = conflictDialog(b);
    await dialog.getByRole('group', { name: 'Subject: saved meanwhile' }).getByText(theirs).waitFor();
    await expect(dialog.getByRole('textbox', { name: 'Subject: your version' }).inputValue()).resolves.toBe('Your quote for {{eventDate}} at {{venueName}}');
    const saved = async () =>
      (await api.data<{ followUps: { kind: string; subject: string }[] }>('{ followUps { kind subject } }')).followUps.find((one) => one.kind === 'QUOTE_NOT_ACCEPTED')!.subject;
    expect(await saved()).toBe(theirs);

    // B keeps the saved version: A's texts show, nothing more is written.
    await dialog.getByRole('button', { name: 'Use the Saved Version' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => subject(b).inputValue()).toBe(theirs);
    expect(await saved()).toBe(theirs);
    // B's other unsaved edit (the days) is still in its card.
    await expect(card(b).getByRole('textbox', { name: 'Days after the quote was sent' }).inputValue()).resolves.toBe('5');

    // Pressed again, now on the newest version, the reset goes through: the defaults are back.
    await card(b).getByRole('button', { name: 'Reset to default' }).click();
    await toast(b, 'Quote not accepted: the default subject and message are back.').waitFor();
    expect(await saved()).toBe('Your quote for {{eventDate}} at {{venueName}}');
    await expect(card(b).getByRole('textbox', { name: 'Days after the quote was sent' }).inputValue()).resolves.toBe('5');
    await Promise.all([a.close(), b.close()]);
  });
});

describe('booking cards follow their holds', () => {
  it('drops a hold released in another tab from its booking card, without a reload', async ({ server, browser, admin: api, factories }) => {
    const booking = factories.booking({ clientName: 'Hugo Heldcard', eventDate: inDays(150) });
    const { placeHold } = await api.data<{ placeHold: { hold: { id: string } } }>('mutation P($input: PlaceHoldInput!) { placeHold(input: $input) { hold { id } } }', {
      input: { bookingId: booking.id },
    });
    const page = await openAdminTab({ server, browser }, 'bookings');
    const card = page.getByRole('article', { name: 'Hugo Heldcard' });
    await card.getByRole('button', { name: 'Release' }).waitFor();
    await untilSubscribed(server, 'calendarChanged');
    await page.waitForTimeout(200);
    await api.data('mutation R($input: ReleaseHoldInput!) { releaseHold(input: $input) { hold { id } } }', { input: { id: placeHold.hold.id } });
    await card.getByRole('button', { name: 'Release' }).waitFor({ state: 'detached', timeout: 10_000 });
    await page.close();
  });
});
