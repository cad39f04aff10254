import { describe, expect, it } from 'vitest';
import { thisRecord, VERSION_MESSAGES } from './versions.ts';

describe('a stale save names its record in agreement', () => {
  it('says "These contact details have" and "This FAQ has"', () => {
    expect(VERSION_MESSAGES.stale('contact_info', 1, 2)).toMatch(/^These contact details have been saved since you opened it/);
    expect(VERSION_MESSAGES.stale('social_links', 1, 2)).toMatch(/^These social links have been saved/);
    expect(VERSION_MESSAGES.staleChange('faq', 1, 2, 'delete')).toMatch(/^This FAQ has been saved since you were shown it/);
  });

  it('gives the conflict view "These operating hours were" and "This booking was"', () => {
    expect(thisRecord('operating hours', 'was')).toBe('These operating hours were');
    expect(thisRecord('booking terms', 'was')).toBe('These booking terms were');
    expect(thisRecord('booking', 'was')).toBe('This booking was');
  });
});
