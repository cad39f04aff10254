import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_INFO } from '../../shared/contact.ts';
import { CONTACT_INFO, STARTER_SECTIONS } from '../../server/db/seed/starter-content.ts';
import { SITE_SETTINGS_DEFAULTS } from '../../server/modules/settings/index.ts';

/*
 * One ContactInfo type and one set of default contact details (shared/contact.ts), read
 * by the pages, the admin's contact form, the starter content and the footer's defaults.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const file = path.relative(ROOT, path.join(entry.parentPath, entry.name));
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !file.includes(`${path.sep}gql${path.sep}`) && !entry.name.endsWith('.generated.ts') ? [file] : [];
  });
}

describe('contact details vocabulary', () => {
  it('writes the default phone, address and e-mail once, in shared/contact.ts', () => {
    const telltales = [`'${DEFAULT_CONTACT_INFO.email}'`, `'${DEFAULT_CONTACT_INFO.address}'`, `'${DEFAULT_CONTACT_INFO.phone}'`, 'interface ContactInfo'];
    const found = [...sourceFiles('server'), ...sourceFiles('client/src')].flatMap((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      return telltales.filter((telltale) => text.includes(telltale)).map((telltale) => `${file}: ${telltale}`);
    });
    expect(found).toEqual([]);
  });

  it('gives the starter contact record the shared details, and the footer no details of its own', () => {
    expect(CONTACT_INFO).toEqual(DEFAULT_CONTACT_INFO);
    expect(STARTER_SECTIONS.some((candidate) => candidate.sectionKey === 'contact_info')).toBe(false);
    expect(Object.keys(SITE_SETTINGS_DEFAULTS.footer)).not.toEqual(expect.arrayContaining(['phone']));
    expect(Object.keys(SITE_SETTINGS_DEFAULTS.footer).filter((key) => ['phone', 'email', 'address'].includes(key))).toEqual([]);
    // Nor hours (the contact record's are shown) and the record no profiles (the social links are).
    expect(Object.keys(SITE_SETTINGS_DEFAULTS.footer)).not.toContain('hours');
    expect(Object.keys(DEFAULT_CONTACT_INFO).sort()).toEqual(['address', 'email', 'hours', 'phone']);
  });
});
