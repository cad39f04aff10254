import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot, toast, waitForTitle, openAdminTab } from '../support/browser.ts';
import { expectFitsScreen } from '../support/fits-screen.ts';

async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: button }).click()]);
  await chooser.setFiles(file);
}

describe('Social Media & Footer', () => {
  it('saves the footer and social links, previews them live, and the public footer shows them', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'social');
    await page.getByRole('heading', { name: 'Social Media & Footer' }).waitFor();
    const preview = page.getByRole('region', { name: 'Footer preview' });
    await preview.getByRole('heading', { name: 'Grand Willow Hall' }).waitFor();

    await page.getByLabel('Company name').fill('Willow & Oak Estate');
    await page.getByLabel('Tagline').fill('Gardens, a ballroom and a very old oak.');
    // Phone, e-mail, address and business hours are not the footer's own: they come from Contact details.
    expect(await page.getByRole('textbox', { name: 'Phone' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Email' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /hours/i }).count()).toBe(0);
    const contactLink = page.getByRole('link', { name: 'Contact details' });
    expect(await contactLink.getAttribute('href')).toBe('/admin/contact');
    // The preview follows the form before anything is saved, with the published contact details.
    await preview.getByRole('heading', { name: 'Willow & Oak Estate' }).waitFor();
    await preview.getByText('(631) 555-0142').waitFor();
    await preview.getByText('Mon–Sun, 10AM–12AM').waitFor();
    await page.getByText('Preview of unsaved changes').waitFor();

    // A link that is not a web address is refused with a message under that field.
    await page.getByRole('textbox', { name: 'Facebook' }).fill('facebook.com/willowoak');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByText('The Facebook link must be a full web address starting with https://, for example https://facebook.com/yourvenue.')
      .waitFor();

    await page.getByRole('textbox', { name: 'Facebook' }).fill('https://facebook.com/willowoak');
    await page.getByRole('textbox', { name: 'Instagram' }).fill('https://instagram.com/willowoak');
    await page.getByRole('switch', { name: 'Show business hours' }).uncheck();
    await screenshot(page, 'settings-social-editing-1440');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Footer Updated').waitFor();
    await page.getByText('All changes saved.').waitFor();
    await preview.getByRole('link', { name: 'Willow & Oak Estate on Facebook' }).waitFor();

    await page.goto(server.url);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('heading', { name: 'Willow & Oak Estate' }).waitFor();
    await footer.getByText('Gardens, a ballroom and a very old oak.').waitFor();
    await footer.getByRole('link', { name: '(631) 555-0142' }).waitFor();
    expect(await footer.getByRole('link', { name: 'Willow & Oak Estate on Facebook' }).getAttribute('href')).toBe('https://facebook.com/willowoak');
    expect(await footer.getByRole('link', { name: 'Willow & Oak Estate on Instagram' }).getAttribute('href')).toBe('https://instagram.com/willowoak');
    expect(await footer.getByRole('link', { name: /on YouTube/ }).count()).toBe(0);
    expect(await footer.getByText('Mon–Sun, 10AM–12AM').count()).toBe(0);
    await page.close();
  });

  it('fits a phone screen', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'social', { width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Social Media & Footer' }).waitFor();
    await page.getByRole('region', { name: 'Footer preview' }).waitFor();
    await expectFitsScreen(page, 'Social Media & Footer');
    await screenshot(page, 'settings-social-390');
    await page.close();
  });
});

describe('Branding Settings', () => {
  it('uploads a logo and favicon, renames the site, and resets to the built-in emblem', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'branding');
    await page.getByRole('heading', { name: 'Branding Settings' }).waitFor();
    const logo = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 31, g: 61, b: 51, alpha: 1 } } }).png().toBuffer();
    await chooseFile(page, 'Upload logo', { name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await toast(page, 'Logo Updated').waitFor();
    await page.getByRole('img', { name: 'Current logo' }).waitFor();
    await chooseFile(page, 'Upload favicon', { name: 'icon.png', mimeType: 'image/png', buffer: logo });
    await toast(page, 'Favicon Updated').waitFor();

    // A file that is not an image is refused by the server, and the logo stays.
    await chooseFile(page, 'Upload logo', { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await toast(page, 'That file is not an image we can use').waitFor();

    await page.getByLabel('Site title').fill('Willow & Oak Estate');
    await page.getByLabel('Site description').fill('A garden estate for weddings and celebrations in Springfield.');
    await page.getByRole('region', { name: 'Search result preview' }).getByText('A garden estate for weddings').waitFor();
    await page.getByRole('button', { name: 'Save Site Details' }).click();
    await toast(page, 'Site Details Updated').waitFor();
    await screenshot(page, 'settings-branding-1440');

    await page.goto(`${server.url}/about`);
    await waitForTitle(page, 'About · Willow & Oak Estate');
    const brand = page.getByRole('link', { name: 'Willow & Oak Estate, home' });
    expect(await brand.locator('img').getAttribute('src')).toMatch(/^\/uploads\/logo-[0-9a-f-]+\.png$/);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^\/uploads\/favicon-[0-9a-f-]+\.png$/);

    await page.goto(`${server.url}/admin/branding`);
    await page.getByRole('button', { name: 'Use built-in emblem' }).click();
    await toast(page, 'The built-in emblem is back in the navigation bar.').waitFor();
    await page.getByRole('img', { name: 'Built-in emblem' }).waitFor();
    await page.goto(server.url);
    expect(await page.getByRole('link', { name: 'Willow & Oak Estate, home' }).locator('img').getAttribute('src')).toBe('/logo.svg');
    await page.close();
  });

  it('fits a phone screen', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'branding', { width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Branding Settings' }).waitFor();
    await page.getByRole('button', { name: 'Save Site Details' }).waitFor();
    await expectFitsScreen(page, 'Branding Settings');
    await screenshot(page, 'settings-branding-390');
    await page.close();
  });
});

describe('premium teasers and the guide', () => {
  it('shows the SEO package with both buttons and the overview placeholders', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'seo');
    await page.getByRole('heading', { name: 'SEO Management' }).waitFor();
    // The specification's words: "SEO premium package $99/month", "8 pages, 6 indexed, 0 keywords".
    await page.getByText('SEO premium package', { exact: true }).waitFor();
    await page.getByText('$99/month', { exact: true }).waitFor();
    for (const figure of ['8 pages', '6 indexed', '0 keywords']) {
      await page.getByLabel(`${figure} (sample figure)`).getByText(figure, { exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Upgrade to Premium SEO' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium SEO' });
    await dialog.getByText('Nothing is charged or changed from this screen.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await page.getByRole('button', { name: 'Contact for SEO Upgrade' }).click();
    await page.getByRole('dialog', { name: 'Contact for SEO Upgrade' }).getByRole('button', { name: 'Got it' }).click();
    await screenshot(page, 'settings-seo-1440');
    await page.close();
  });

  it('opens dialogs without animation for someone who asks for less motion, animated otherwise', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'seo');
    const transition = async () => {
      await page.getByRole('button', { name: 'Upgrade to Premium SEO' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium SEO' });
      await dialog.getByRole('button', { name: 'Got it' }).waitFor();
      const duration = await dialog.evaluate((element) => element.closest<HTMLElement>('.mantine-Modal-content')?.style.transitionDuration ?? '');
      await dialog.getByRole('button', { name: 'Got it' }).click();
      await dialog.waitFor({ state: 'hidden' });
      return duration;
    };
    // The test browser asks for reduced motion.
    expect(await transition()).toBe('');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await transition()).toMatch(/^[1-9]\d*ms$/);
    await page.close();
  });

  it('locks the AI Receptionist under an overlay that blocks its tabs', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'ai-receptionist');
    await page.getByRole('heading', { name: 'AI Receptionist Services' }).waitFor();
    await page.getByRole('region', { name: 'AI Receptionist is locked' }).waitFor();
    // The tabs are there to see but cannot be used: not by role, not by click.
    for (const tab of ['Greetings', 'FAQ', 'Training', 'Messages']) {
      await page.getByText(tab, { exact: true }).first().waitFor();
    }
    expect(await page.getByRole('tab').count()).toBe(0);
    await page.getByText('Training', { exact: true }).first().click({ force: true });
    expect(await page.getByRole('tab', { selected: true }).count()).toBe(0);
    await screenshot(page, 'settings-ai-receptionist-1440');
    const phone = await openAdminTab({ server, browser }, 'ai-receptionist', { width: 390, height: 844 });
    await phone.getByRole('region', { name: 'AI Receptionist is locked' }).waitFor();
    await screenshot(phone, 'settings-ai-receptionist-390');
    await phone.close();
    await page.close();
  });

  it('explains the four help topics and jumps to their screens', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'guide');
    await page.getByRole('heading', { name: 'Dashboard Guide' }).waitFor();
    for (const topic of ['Calendar blocking', 'Booking management', 'FAQ management', 'Troubleshooting']) {
      await page.getByRole('button', { name: topic }).first().waitFor();
    }
    await page.getByRole('button', { name: /^Troubleshooting/ }).first().click();
    await page.getByText('“I saved a change but the site still shows the old text.”').waitFor();
    await page.getByRole('button', { name: 'Open E-mail Outbox' }).click();
    await page.waitForURL(`${server.url}/admin/outbox`);
    await page.getByRole('heading', { name: 'E-mail Outbox' }).waitFor();
    await page.goto(`${server.url}/admin/guide`);
    await page.getByRole('heading', { name: 'Dashboard Guide' }).waitFor();
    await screenshot(page, 'settings-guide-1440');
    await page.close();
  });
});
