import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { calendarAvailability, contactInfo, contentSections, emailOutbox, inquiries } from '../../server/db/schema/index.ts';
import { openDate } from '../support/public-calendar.ts';
import { INQUIRY_LIMITS } from '../../server/modules/intake/index.ts';
import { addressGroup } from '../../server/security/rate-limit.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { screenshot, toast, waitForTitle, type TestBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { today } from '../support/days.ts';

async function openContact({ server, browser }: { server: TestServer; browser: TestBrowser }, width = 1440) {
  const page = await browser.newPage({ width, height: 900 });
  await page.goto(`${server.url}/contact`);
  await page.getByRole('heading', { name: 'Send an Inquiry' }).waitFor();
  return page;
}

describe('the contact page', () => {
  it('shows the texts of the contact sections and working tel:/mailto: links', async ({ server, browser }) => {
    const page = await openContact({ server, browser });
    await waitForTitle(page, 'Contact · Grand Willow Hall');
    await page.getByRole('heading', { level: 1, name: 'Let’s Plan Something Beautiful' }).waitFor();
    await page.getByText('Tell us about your event and we will reply within 24 hours.').waitFor();
    await page.getByRole('heading', { name: 'Get in Touch' }).waitFor();
    await page.getByText('Our event team is here seven days a week.').waitFor();
    await page.getByRole('heading', { name: 'Follow Us' }).waitFor();
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: '(631) 555-0142' }).getAttribute('href')).toBe('tel:6315550142');
    expect(await main.getByRole('link', { name: 'events@grandwillowhall.com' }).getAttribute('href')).toBe('mailto:events@grandwillowhall.com');
    await main.getByText('1200 Willow Creek Road, Brookhaven, NY 11719').waitFor();
    expect(await main.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://www.instagram.com/grandwillowhall');
    await screenshot(page, 'contact-desktop');
    await page.close();
  });

  it('links its social icons to the profiles saved under Social Media & Footer, like the footer, and hides unset ones', async ({ server, browser, admin }) => {
    const { siteSettings } = await admin.data<{ siteSettings: { footer: Record<string, unknown>; social: Record<string, string | null> } }>(
      `query { siteSettings { footer { companyName tagline copyright showSocialLinks showContactInfo showBusinessHours } social { facebook instagram twitter linkedin youtube } } }`,
    );
    const save = (social: Record<string, string>) =>
      admin.data(`mutation ($input: UpdateSocialAndFooterInput!) { updateSocialAndFooter(input: $input) { social { facebook } } }`, {
        input: { social, footer: siteSettings.footer },
      });
    await save({ facebook: 'https://facebook.com/willowhall-events', instagram: '', twitter: '', linkedin: 'https://www.linkedin.com/company/willowhall', youtube: '' });
    try {
      const page = await openContact({ server, browser });
      const details = page.locator('main');
      await details.getByRole('heading', { name: 'Follow Us' }).waitFor();
      expect(await details.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://facebook.com/willowhall-events');
      expect(await details.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe('https://www.linkedin.com/company/willowhall');
      // Instagram is not set under Social Media & Footer (the profiles' one home): hidden.
      expect(await details.getByRole('link', { name: 'Instagram' }).count()).toBe(0);
      expect(await details.getByRole('link', { name: /YouTube|Twitter/ }).count()).toBe(0);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: /on Facebook$/ }).getAttribute('href')).toBe('https://facebook.com/willowhall-events');
      expect(await footer.getByRole('link', { name: /on Instagram$/ }).count()).toBe(0);
      await page.close();

      // No profile at all: no "Follow Us" block.
      await save({ facebook: '', instagram: '', twitter: '', linkedin: '', youtube: '' });
      const bare = await openContact({ server, browser });
      await bare.getByRole('heading', { name: 'Get in Touch' }).waitFor();
      expect(await bare.getByRole('heading', { name: 'Follow Us' }).count()).toBe(0);
      await bare.close();
    } finally {
      await save({
        facebook: siteSettings.social.facebook ?? '',
        instagram: siteSettings.social.instagram ?? '',
        twitter: siteSettings.social.twitter ?? '',
        linkedin: siteSettings.social.linkedin ?? '',
        youtube: siteSettings.social.youtube ?? '',
      });
    }
  });

  it('titles the contact details with the info_title section', async ({ server, browser }) => {
    const infoTitle = and(eq(contentSections.type, 'contact'), eq(contentSections.sectionKey, 'info_title'));
    const original = server.db.select().from(contentSections).where(infoTitle).get()!;
    expect(original).toMatchObject({ title: 'Get in Touch', isPublished: true });
    server.db.update(contentSections).set({ title: 'Come and See Us', content: 'Tours every day' }).where(infoTitle).run();
    try {
      const page = await openContact({ server, browser });
      await page.getByRole('heading', { level: 2, name: 'Come and See Us' }).waitFor();
      await page.getByText('Tours every day', { exact: true }).waitFor();
      await page.close();
    } finally {
      server.db.update(contentSections).set({ title: original.title, content: original.content }).where(infoTitle).run();
    }
  });

  it('shows the contact details record on the page and in the footer, and the built-in details before one exists', async ({ server, browser }) => {
    const [record] = server.db.select().from(contactInfo).all();
    server.db.update(contactInfo).set({ phone: '(516) 555-0101', address: '' }).where(eq(contactInfo.id, record!.id)).run();
    let page = await openContact({ server, browser });
    await page.locator('main').getByRole('link', { name: '(516) 555-0101' }).waitFor();
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: '(516) 555-0101' }).getAttribute('href')).toBe('tel:5165550101');
    // An empty detail is left out, in the footer too.
    expect(await footer.getByText('1200 Willow Creek Road').count()).toBe(0);
    await page.close();

    server.db.delete(contactInfo).run();
    try {
      page = await openContact({ server, browser });
      await page.locator('main').getByRole('link', { name: '(631) 555-0142' }).waitFor();
      await page.getByRole('contentinfo').getByText('1200 Willow Creek Road, Brookhaven, NY 11719').waitFor();
      await page.close();
    } finally {
      server.db.insert(contactInfo).values(record!).run();
    }
  });

  it('sends an inquiry that lands in the database and in the outbox with both e-mails, then shows what was sent in place of the form', async ({ server, browser }) => {
    const page = await openContact({ server, browser }, 390);
    await page.getByLabel('Name').fill('Harper Lane');
    await page.getByLabel('Email').fill('harper.lane@example.com');
    await page.getByLabel('Phone').fill('(631) 555-0123');
    await page.getByLabel('Event type').selectOption('Bridal Shower');
    await page.getByLabel('Message', { exact: true }).fill('About 60 guests on a Sunday afternoon.');
    // Hold the request a moment to see the sending state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('SubmitInquiry')) await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    // A lasting receipt, not a toast: what was sent and its reference, focused, at the page's ?sent=1 address.
    const receipt = page.getByRole('region', { name: 'Thank you for your inquiry!' });
    await receipt.getByText("We've sent your message and you'll receive a confirmation email shortly. We'll get back to you within 24 hours.").waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Thank you for your inquiry!');
    expect(new URL(page.url()).search).toBe('?sent=1');
    expect(await receipt.getByText('About 60 guests on a Sunday afternoon.').count()).toBe(1);
    expect(await receipt.locator('[data-reference]').innerText()).toMatch(/^INQ-[0-9A-F]{8}$/);
    await page.waitForTimeout(6000);
    expect(await receipt.isVisible()).toBe(true);
    // The next inquiry starts from an empty form.
    await receipt.getByRole('link', { name: 'Send another inquiry' }).click();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');

    const stored = server.db.select().from(inquiries).where(eq(inquiries.email, 'harper.lane@example.com')).get();
    expect(stored).toMatchObject({ name: 'Harper Lane', phone: '(631) 555-0123', eventType: 'Bridal Shower', desiredDate: null, status: 'new' });
    const mail = server.db.select().from(emailOutbox).all().filter((m) => m.to === 'harper.lane@example.com' || m.replyTo === 'harper.lane@example.com');
    expect(mail.map((m) => [m.kind, m.to])).toEqual([
      ['inquiry_notification', server.config.venueEmail],
      ['inquiry_confirmation', 'harper.lane@example.com'],
    ]);
    expect(mail[0]!.text).toContain('Desired date: Not specified');
    await page.close();
  });

  it('shows the chosen date\'s live status and sends it with the inquiry', async ({ server, browser }) => {
    const page = await openContact({ server, browser });
    await page.getByLabel('Name').fill('Quinn Avery');
    await page.getByLabel('Email').fill('quinn@example.com');
    // The 15th of next month; its live status is shown under the field.
    const now = new Date();
    const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15)).toISOString().slice(0, 10);
    // A native date field: typed or picked, by keyboard too, and the focus stays on it.
    const desired = page.getByLabel('Desired date');
    await desired.focus();
    await desired.fill(target);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-desiredDate');
    await page.getByText(/^This date is /).waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('region', { name: 'Thank you for your inquiry!' }).getByText(formatLongDate(target)).waitFor();
    const stored = server.db.select().from(inquiries).where(eq(inquiries.email, 'quinn@example.com')).get()!;
    expect(stored.desiredDate).toBe(target);
    const confirmation = server.db.select().from(emailOutbox).all().find((m) => m.to === 'quinn@example.com')!;
    expect(confirmation.text).toContain(`Your date: ${formatLongDate(target)}`);
    await page.close();
  });

  it('says each alternative date\'s status under it too, as it does for the desired date', async ({ server, browser }) => {
    const [open, blocked] = [openDate(server, 40), openDate(server, 47)];
    server.db.insert(calendarAvailability).values({ date: blocked, status: 'unavailable', notes: 'maintenance' }).run();
    const page = await openContact({ server, browser }, 390);
    await page.getByText('Flexible on the date?').click();
    await page.getByLabel('First alternative date').fill(open);
    await page.getByLabel('Second alternative date').fill(blocked);
    // "We check each one and tell you which are open": under each field, in the calendar's words.
    await page.locator('#inquiry-alternativeDate1-description').getByText(/^This date is currently available/).waitFor();
    await page.locator('#inquiry-alternativeDate2-description').getByText("This date is unavailable — we'll suggest the nearest open dates.").waitFor();
    expect(await page.locator('#inquiry-alternativeDate3-description').count()).toBe(0);
    await page.close();
  });

  it('lets the browser check the e-mail address before anything is sent', async ({ server, browser }) => {
    const page = await openContact({ server, browser });
    const before = server.db.select().from(inquiries).all().length;
    await page.getByLabel('Name').fill('No Email');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await page.waitForTimeout(300);
    expect(server.db.select().from(inquiries).all()).toHaveLength(before);
    await page.close();
  });

  it('keeps the form and explains when sending fails', async ({ server, browser }) => {
    // Over the per-address limit the server refuses; the visitor is told and keeps what they typed.
    const limiter = server.services.rateLimiter(INQUIRY_LIMITS.perAddress.name, INQUIRY_LIMITS.perAddress);
    for (let i = 0; i < INQUIRY_LIMITS.perAddress.limit; i += 1) await limiter.hit(addressGroup('127.0.0.1'));
    await limiter.hit(addressGroup('::ffff:127.0.0.1'));
    for (let i = 0; i < INQUIRY_LIMITS.perAddress.limit; i += 1) await limiter.hit(addressGroup('::ffff:127.0.0.1'));
    const page = await openContact({ server, browser });
    await page.getByLabel('Name').fill('Kept Person');
    await page.getByLabel('Email').fill('kept@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Please keep this text.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const failure = toast(page, 'Error sending message');
    // One clear message: the server's reason already says to wait and try again or e-mail the venue.
    await failure.getByText(/^You have sent several requests in a short time\. Please wait \d+ minutes? and try again, or e-mail us at events@grandwillowhall\.com\.$/).waitFor();
    expect(await failure.innerText()).not.toContain('Please try again, or e-mail us directly');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Please keep this text.');
    expect(await page.getByLabel('Name').inputValue()).toBe('Kept Person');
    // And it stays above the form once the toast has gone.
    expect(await page.getByRole('note').filter({ hasText: 'You have sent several requests in a short time.' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    expect(server.db.select().from(inquiries).where(eq(inquiries.email, 'kept@example.com')).get()).toBeUndefined();
    limiter.reset();
    await screenshot(page, 'contact-failure');
    await page.close();
  });

  it('adds the advice to retry or e-mail once to a reason that does not give it', async ({ server, browser }) => {
    const page = await openContact({ server, browser });
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('SubmitInquiry')) await route.abort('failed');
      else await route.continue();
    });
    await page.getByLabel('Name').fill('Offline Person');
    await page.getByLabel('Email').fill('offline@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Error sending message')
      .getByText('Your message could not be sent. Please try again, or e-mail us directly at events@grandwillowhall.com.', { exact: true })
      .waitFor();
    await page.close();
  });

  it('looks right on a phone', async ({ server, browser }) => {
    const page = await openContact({ server, browser }, 390);
    await screenshot(page, 'contact-phone');
    await page.close();
  });
});

describe('the inquiry form judges "today" in the venue\'s time zone, not the server\'s nor the browser\'s', () => {
  // UTC+14 and UTC-11 are 25 hours apart: the server's and the browser's date differ from at least one of them.
  for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    it(`offers the venue's today and sends an inquiry for it (${timeZone})`, async ({ browser }) => {
      const venue = await startTestServer({ seed: false, config: { venueTimeZone: timeZone } });
      const page = await browser.newPage({ width: 390, height: 844 });
      try {
        const venueToday = today(timeZone);
        // The page as sent (without JavaScript, and what the island starts from): every date field's minimum.
        const html = await (await fetch(`${venue.url}/contact`)).text();
        const minimums = [...html.matchAll(/type="date"[^>]*min="([^"]+)"|min="([^"]+)"[^>]*type="date"/g)].map((match) => match[1] ?? match[2]);
        expect(minimums.length).toBe(4);
        expect(new Set(minimums)).toEqual(new Set([venueToday]));
        await page.goto(`${venue.url}/contact`);
        await page.getByLabel('Name').fill('Venue Today');
        await page.getByLabel('Email').fill('venue.today@example.com');
        await page.getByLabel('Desired date').fill(venueToday);
        await page.getByRole('button', { name: 'Send Message' }).click();
        await page.getByRole('region', { name: 'Thank you for your inquiry!' }).getByText(formatLongDate(venueToday)).waitFor();
        expect(venue.db.select().from(inquiries).where(eq(inquiries.email, 'venue.today@example.com')).get()!.desiredDate).toBe(venueToday);
      } finally {
        await page.close();
        await venue.close();
      }
    });
  }
});
