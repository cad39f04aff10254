import { describe, expect, it } from 'vitest';
import { PARAM_SHAPES, pageQuery, type PageParamContext } from '../../shared/page-params.ts';
import { redactPath, redactSecrets, redirectStatus, resolveAddress, type Address } from '../../shared/route-match.ts';
import { ADMIN_SECTION_SCREENS, ADMIN_SECTIONS, adminSectionAt, APP_SCREENS, ROUTES, SERVER_ROUTES, VISITOR_PAGES, visitorPage } from '../../shared/routes.ts';

/*
 * The route table (shared/routes.ts) and how an address is matched against it
 * (shared/route-match.ts), on their own: what each address is, the canonical address of every
 * variant, what a log may show, and the shapes of the visitor pages' parameters. No server.
 */

const routeId = (address: Address) => (address.kind === 'unknown' ? 'unknown' : address.kind === 'redirect' ? `redirect ${address.location}` : address.route.id);

describe('the route table', () => {
  it('answers every declared address at exactly that address', () => {
    for (const page of [...VISITOR_PAGES, ...APP_SCREENS, ...ADMIN_SECTION_SCREENS]) expect(routeId(resolveAddress('GET', page.pattern))).toBe(page.id);
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(routeId(resolveAddress('HEAD', '/faq'))).toBe('faq');
    expect(routeId(resolveAddress('GET', '/faq?q=parking'))).toBe('faq');
  });

  it('tells the server routes apart by method and shape', () => {
    expect(routeId(resolveAddress('POST', '/contact'))).toBe('contact-form');
    expect(routeId(resolveAddress('POST', '/calendar'))).toBe('booking-form');
    expect(routeId(resolveAddress('GET', '/calendar'))).toBe('calendar');
    expect(routeId(resolveAddress('GET', '/calendar/abcd.ics'))).toBe('calendar-feed');
    expect(routeId(resolveAddress('GET', '/calendar/abcd'))).toBe('unknown');
    expect(routeId(resolveAddress('GET', '/quote/AbC123'))).toBe('quote');
    expect(routeId(resolveAddress('POST', '/quote/AbC123'))).toBe('quote');
    expect(routeId(resolveAddress('GET', '/quote'))).toBe('unknown');
    expect(routeId(resolveAddress('GET', '/quote/a/b'))).toBe('unknown');
    expect(routeId(resolveAddress('POST', '/api/uploads'))).toBe('image-upload');
    expect(routeId(resolveAddress('GET', '/api/uploads'))).toBe('api');
    expect(routeId(resolveAddress('GET', '/uploads/gallery-1.webp'))).toBe('uploads');
    expect(routeId(resolveAddress('GET', '/favicon.svg'))).toBe('client-file');
    expect(routeId(resolveAddress('GET', '/wp-login.php'))).toBe('client-file');
    expect(routeId(resolveAddress('PUT', '/faq'))).toBe('unknown');
    expect(routeId(resolveAddress('GET', '/wp-admin'))).toBe('unknown');
    expect(routeId(resolveAddress('GET', '*'))).toBe('unknown');
    expect(routeId(resolveAddress('GET', 'http://elsewhere.example/faq'))).toBe('unknown');
    // The secret parameters are declared where they are.
    expect(SERVER_ROUTES.filter((route) => route.secretParams.length > 0).map((route) => route.id)).toEqual(['quote', 'calendar-feed']);
  });

  it('redirects every spelling of an address to the one the table declares, keeping the query and the case of parameters', () => {
    const cases: [string, string, string][] = [
      ['GET', '/contact/', '/contact'],
      ['GET', '/Contact', '/contact'],
      ['GET', '/FAQ', '/faq'],
      ['GET', '//faq', '/faq'],
      ['GET', '/calendar/', '/calendar'],
      ['GET', '/%66aq', '/faq'],
      ['GET', '/./faq', '/faq'],
      ['GET', '/x/../faq?q=a', '/faq?q=a'],
      ['GET', '/FAQ/?q=Parking&utm_source=x', '/faq?q=Parking&utm_source=x'],
      ['GET', '//', '/'],
      ['HEAD', '/About/', '/about'],
      ['GET', '/Quote/AbC123/', '/quote/AbC123'],
      ['GET', '/CALENDAR/AbC.ICS', '/calendar/AbC.ics'],
      ['GET', '/Admin?section=faq', '/admin/faq'],
      ['POST', '/Contact/', '/contact'],
      ['GET', '/graphql/', '/graphql'],
      ['GET', '/Uploads/gallery-1.webp', '/uploads/gallery-1.webp'],
    ];
    for (const [method, url, location] of cases) expect(routeId(resolveAddress(method, url)), `${method} ${url}`).toBe(`redirect ${location}`);
    expect(redirectStatus('GET')).toBe(301);
    expect(redirectStatus('HEAD')).toBe(301);
    expect(redirectStatus('POST')).toBe(308);
  });

  it('never redirects to another site, whatever the path holds', () => {
    for (const url of ['//evil.example', '//evil.example/', '/\\evil.example', '//\\evil.example', '/%5Cevil.example', '///evil.example/faq', '/%2F%2Fevil.example', '/faq/\\evil.example']) {
      const address = resolveAddress('GET', url);
      if (address.kind === 'redirect') {
        expect(address.location, url).toMatch(/^\/(?![/\\])/);
        expect(address.location, url).not.toContain('\\');
      }
    }
    // A file name at the root is a file of the client: its variant stays on this site.
    expect(routeId(resolveAddress('GET', '//evil.example'))).toBe('redirect /evil.example');
    expect(routeId(resolveAddress('GET', '/faq/\\x'))).toBe('unknown');
  });
});

describe("the admin's sections", () => {
  it('are each at their own address in the admin app, the dashboard at /admin itself', () => {
    for (const section of ADMIN_SECTIONS) {
      const address = resolveAddress('GET', section.path);
      expect(address.kind === 'route' && address.route.kind, section.key).toBe('app');
      expect(adminSectionAt(section.path)).toBe(section.key);
    }
    expect(ADMIN_SECTIONS.find((section) => section.key === 'dashboard')!.path).toBe('/admin');
    expect(ADMIN_SECTIONS.find((section) => section.key === 'bookings')!.path).toBe('/admin/bookings');
    expect(new Set(ADMIN_SECTIONS.map((section) => section.path)).size).toBe(ADMIN_SECTIONS.length);
    expect(routeId(resolveAddress('GET', '/Admin/Bookings/'))).toBe('redirect /admin/bookings');
    expect(routeId(resolveAddress('GET', '/admin/nonsense'))).toBe('unknown');
    expect(routeId(resolveAddress('GET', '/admin/bookings/7'))).toBe('unknown');
    expect(routeId(resolveAddress('POST', '/admin/bookings'))).toBe('unknown');
  });

  it('redirect every old ?section= key to its route in one hop, keeping the other parameters', () => {
    for (const section of ADMIN_SECTIONS) {
      expect(routeId(resolveAddress('GET', `/admin?section=${section.key}`)), section.key).toBe(`redirect ${section.path}`);
      expect(routeId(resolveAddress('HEAD', `/Admin/?section=${section.key}`)), section.key).toBe(`redirect ${section.path}`);
    }
    const cases: [string, string][] = [
      // The old alias: "the same screen as calendar".
      ['/admin?section=calendar-settings', '/admin/calendar'],
      // An unknown section fell back to the dashboard, and still does.
      ['/admin?section=nonsense', '/admin'],
      ['/admin?section=', '/admin'],
      ['/admin?section=bookings&booking=b7', '/admin/bookings?booking=b7'],
      ['/admin?section=inquiries&status=held&size=50', '/admin/inquiries?status=held&size=50'],
      ['/admin?q=x&section=bookings', '/admin/bookings?q=x'],
      // The aliases as addresses of their own.
      ['/admin/calendar-settings', '/admin/calendar'],
      ['/Admin/Calendar-Settings/?x=1', '/admin/calendar?x=1'],
      ['/admin/dashboard', '/admin'],
      ['/admin/dashboard?section=faq', '/admin/faq'],
    ];
    for (const [url, location] of cases) expect(routeId(resolveAddress('GET', url)), url).toBe(`redirect ${location}`);
    // Every redirect lands on a route of the table.
    for (const [url] of cases) {
      const address = resolveAddress('GET', url);
      if (address.kind === 'redirect') expect(resolveAddress('GET', address.location).kind, url).toBe('route');
    }
    // Without a section parameter, /admin is the dashboard; a section's address ignores one.
    expect(routeId(resolveAddress('GET', '/admin?booking=b7'))).toBe('admin');
    expect(routeId(resolveAddress('GET', '/admin/faq?section=bookings'))).toBe('admin-faq');
  });
});

describe('what a log may show of an address', () => {
  it('replaces the quote and feed tokens in every spelling that reaches their routes', () => {
    expect(redactPath('/quote/AbC123')).toBe('/quote/[token]');
    expect(redactPath('/Quote/AbC123/')).toBe('/Quote/[token]');
    expect(redactPath('//quote//AbC123')).toBe('/quote/[token]');
    expect(redactPath('/quote/AbC123/more')).toBe('/quote/[token]/more');
    expect(redactPath('/calendar/s3cr3t.ics')).toBe('/calendar/[token].ics');
    expect(redactPath('/calendar/s3cr3t.ics/')).toBe('/calendar/[token].ics');
    expect(redactPath('/CALENDAR/s3cr3t.ICS')).toBe('/CALENDAR/[token].ics');
    expect(redactPath('/calendar/s3cr3t.ics.bak')).toBe('/calendar/[token]');
    expect(redactPath('/%71uote/AbC123')).toBe('/%71uote/[token]');
    // Addresses without a secret are logged as they came.
    expect(redactPath('/calendar')).toBe('/calendar');
    expect(redactPath('/faq/')).toBe('/faq/');
    expect(redactPath('/wp-admin')).toBe('/wp-admin');
  });

  it('finds them in any text: a message, an address with its origin', () => {
    expect(redactSecrets('GET http://venue.example/quote/AbC123?accepted=1 failed')).toBe('GET http://venue.example/quote/[token]?accepted=1 failed');
    expect(redactSecrets('feed /calendar/s3cr3t.ics and /Quote//Xyz')).toBe('feed /calendar/[token] and /Quote//[token]');
    expect(redactSecrets('/calendar/[token].ics')).toBe('/calendar/[token].ics');
    expect(redactSecrets('/calendar?month=2027-01 and /faq')).toBe('/calendar?month=2027-01 and /faq');
  });
});

describe('the shapes of page parameters', () => {
  const context: PageParamContext = { today: '2027-03-18', lastBookableDate: '2028-09-08' };
  const at = () => context;
  const calendar = visitorPage('calendar').params;

  it('keep a calendar month or date within the calendar’s reach, and drop any other', () => {
    expect(PARAM_SHAPES.calendarMonth('2027-03', at)).toBe('2027-03');
    expect(PARAM_SHAPES.calendarMonth('2028-09', at)).toBe('2028-09');
    for (const month of ['2027-02', '2028-10', '2099-01', '1999-12', '2027-13', '2027-3', 'x']) expect(PARAM_SHAPES.calendarMonth(month, at), month).toBeNull();
    expect(PARAM_SHAPES.calendarDate('2027-03-01', at)).toBe('2027-03-01'); // this month's past days say "Past Date"
    expect(PARAM_SHAPES.calendarDate('2028-09-08', at)).toBe('2028-09-08');
    // The last month's days past the booking window are shown too (they say why they cannot be requested yet).
    expect(PARAM_SHAPES.calendarDate('2028-09-30', at)).toBe('2028-09-30');
    for (const date of ['2027-02-28', '2028-10-01', '2027-02-30', '2027-3-1']) expect(PARAM_SHAPES.calendarDate(date, at), date).toBeNull();
  });

  it('take categories from their closed sets and searches trimmed', () => {
    expect(PARAM_SHAPES.faqCategory(' Payment ', at)).toBe('payment');
    expect(PARAM_SHAPES.faqCategory('made-up', at)).toBeNull();
    expect(PARAM_SHAPES.galleryCategory('Décor', at)).toBe('decor');
    expect(PARAM_SHAPES.galleryCategory('all', at)).toBeNull();
    expect(PARAM_SHAPES.galleryPhoto(' 63977F4C-C897-45A0-A78B-233FFBA8FFD8 ', at)).toBe('63977f4c-c897-45a0-a78b-233ffba8ffd8');
    for (const id of ['1', '../uploads/x.webp', '63977f4c-c897-45a0-a78b-233ffba8ffd8x']) expect(PARAM_SHAPES.galleryPhoto(id, at), id).toBeNull();
    expect(PARAM_SHAPES.search('  free   parking ', at)).toBe('free parking');
    expect(PARAM_SHAPES.search('   ', at)).toBeNull();
    expect(PARAM_SHAPES.search('x'.repeat(300), at)).toHaveLength(100);
  });

  it('make one query per page whatever else the address holds, in the table’s order', () => {
    const search = new URLSearchParams('utm_source=a&sent=1&date=2027-04-02&month=2099-01&request=yes&fbclid=b');
    expect(pageQuery(calendar, search, at)).toBe('?date=2027-04-02&sent=1');
    expect(pageQuery(visitorPage('home').params, search, at)).toBe('');
    expect(pageQuery(visitorPage('faq').params, new URLSearchParams('category=BOOKING&q=%20deposit'), at)).toBe('?q=deposit&category=booking');
  });

  it('read the calendar’s reach only when a parameter needs it', () => {
    let reads = 0;
    const counted = () => {
      reads += 1;
      return context;
    };
    pageQuery(visitorPage('faq').params, new URLSearchParams('q=a'), counted);
    pageQuery(calendar, new URLSearchParams('sent=1'), counted);
    expect(reads).toBe(0);
  });
});
