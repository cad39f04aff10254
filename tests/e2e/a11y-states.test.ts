import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { screenshot, type TestBrowser } from '../support/browser.ts';
import { describe, it } from '../support/browser-fixtures.ts';
import { today } from '../support/days.ts';
import { openDate, requestPage } from '../support/public-calendar.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * axe-core over the visitor pages in the states a visitor meets beyond the first view (a11y.test.ts
 * checks every page as it loads): December's premium-rate dates, a chosen premium date, the forms
 * refused with their messages (with JavaScript and without), the FAQ search with no answer, the
 * gallery's lightbox page and its lightbox open over the photos. No serious or critical finding
 * (contrast above all: premium day numbers, error texts and invalid fields), on a phone and a desktop.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** The demo venue's New Year's Eve: a premium-rate date in December. */
function newYearsEve(): string {
  const now = today();
  const thisYear = `${now.slice(0, 4)}-12-31`;
  return thisYear >= now ? thisYear : `${Number(now.slice(0, 4)) + 1}-12-31`;
}


/**
 * A tab that loads no script: the page as a visitor without JavaScript gets it, its forms posting
 * natively. (axe runs in the page, so the tab itself keeps JavaScript on.)
 */
async function withoutScripts(browser: TestBrowser, width: number, height: number) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height });
  await page.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
  return page;
}

interface State {
  name: string;
  /** Without the page's code (the page the server renders) rather than with it. */
  noScript?: boolean;
  reach(page: Page, server: TestServer): Promise<void>;
}

/** Fills the inquiry form so that the browser accepts it and the server refuses it. */
async function refusedInquiry(page: Page, server: TestServer) {
  await page.goto(`${server.url}/contact`);
  await page.getByLabel('Name').fill('   ');
  await page.getByLabel('Email').fill('axe.states@example.com');
  await page.getByLabel('Phone').fill('call me');
  await page.getByRole('button', { name: 'Send Message' }).click();
}

const STATES: State[] = [
  {
    name: 'December with its premium-rate dates',
    async reach(page, server) {
      const date = newYearsEve();
      await page.goto(`${server.url}/calendar?month=${date.slice(0, 7)}`);
      await page.locator('[data-status="PREMIUM_RATE"]').first().waitFor();
    },
  },
  {
    name: 'a premium-rate date chosen',
    async reach(page, server) {
      const date = newYearsEve();
      await page.goto(`${server.url}/calendar?month=${date.slice(0, 7)}&date=${date}`);
      await page.getByText('New Year’s Eve').first().waitFor();
    },
  },
  {
    name: 'the inquiry refused by the server, with JavaScript',
    async reach(page, server) {
      await refusedInquiry(page, server);
      await page.locator('[aria-invalid="true"]').first().waitFor();
      // The refusal's answer also ends the sending state: Send is pressable again.
      await page.locator('form[aria-labelledby="inquiry-form-title"] button[type="submit"]:enabled').waitFor();
    },
  },
  {
    name: 'the inquiry refused by the server, without JavaScript',
    noScript: true,
    async reach(page, server) {
      await refusedInquiry(page, server);
      await page.getByRole('alert').filter({ hasText: 'Please correct the following' }).waitFor();
    },
  },
  {
    name: 'the booking request with every message, with JavaScript',
    async reach(page, server) {
      await page.goto(requestPage(server, openDate(server, 57)));
      await page.getByRole('region', { name: 'Request a Booking' }).getByRole('button', { name: 'Send Booking Request' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  {
    name: 'the booking request refused by the server, without JavaScript',
    noScript: true,
    async reach(page, server) {
      await page.goto(requestPage(server, openDate(server, 57)));
      const form = page.getByRole('region', { name: 'Request a Booking' });
      await form.getByLabel('Daytime').check();
      await form.getByLabel('Number of guests').fill('80');
      await form.getByLabel('Event type').selectOption('Birthday Party');
      await form.getByLabel('Your name').fill('  ');
      await form.getByLabel('Email').fill('axe.booking@example.com');
      await form.getByLabel('Phone (optional)').fill('nope');
      await form.getByRole('button', { name: 'Send Booking Request' }).click();
      await page.getByRole('alert').filter({ hasText: 'Please correct the following' }).waitFor();
    },
  },
  {
    name: 'the FAQ search with no answer',
    async reach(page, server) {
      await page.goto(`${server.url}/faq?q=zzzz-no-such-answer`);
      await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    },
  },
  {
    name: 'the gallery’s lightbox page (a photo opened before the code ran)',
    noScript: true,
    async reach(page, server) {
      await page.goto(`${server.url}/gallery`);
      await page.getByRole('link', { name: /^Open photo/ }).nth(1).click();
      await page.getByRole('navigation', { name: 'More photos' }).waitFor();
    },
  },
  {
    name: 'the gallery with a photo open',
    async reach(page, server) {
      await page.goto(`${server.url}/gallery`);
      await page.getByRole('link', { name: /^Open photo/ }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('dialog').getByRole('img').first().waitFor();
    },
  },
];

describe.each(VIEWPORTS)('visitor pages in their other states on a $name', ({ name: viewport, width, height }) => {
  it.for(STATES)('$name: no serious or critical violation', async (state, { server, browser }) => {
    const page = state.noScript ? await withoutScripts(browser, width, height) : await browser.newPage({ width, height });
    await state.reach(page, server);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `${state.name} (${viewport})`);
    await screenshot(page, `a11y-state-${state.name.replace(/[^a-z]+/gi, '-').toLowerCase()}-${viewport}`, { fullPage: false });
    await page.close();
  });
});
