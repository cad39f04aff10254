import express, { type Router } from 'express';
import { localDate } from '../lib/dates.ts';
import { listPages } from '../modules/pages/index.ts';
import type { AppServices } from '../app-services.ts';
import { APP_SCREENS, visitorPageBySlug } from '../../shared/routes.ts';

/*
 * Search-engine basics: /sitemap.xml lists the visitor pages of the route table (shared/routes.ts)
 * that the admin shows, with absolute addresses from PUBLIC_URL; /robots.txt allows the site,
 * keeps crawlers out of the app's screens (the admin and sign-in) and points at the sitemap. Both
 * are read fresh, so hiding a page drops it.
 */

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(services: Pick<AppServices, 'db' | 'config'>): string {
  const base = services.config.publicUrl.replace(/\/+$/, '');
  const urls = listPages(services.db, { activeOnly: true }).flatMap((page) => {
    const route = visitorPageBySlug(page.pageSlug);
    if (!route) return [];
    const loc = `${base}${route.pattern}`;
    return [
      '  <url>',
      `    <loc>${escapeXml(loc)}</loc>`,
      `    <lastmod>${localDate(page.updatedAt, 'UTC')}</lastmod>`,
      `    <priority>${page.pageSlug === 'home' ? '1.0' : '0.8'}</priority>`,
      '  </url>',
    ].join('\n');
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export function robotsTxt(services: Pick<AppServices, 'config'>): string {
  const base = services.config.publicUrl.replace(/\/+$/, '');
  const disallowed = APP_SCREENS.map((screen) => `Disallow: ${screen.pattern}`);
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

export function seoRouter(services: AppServices): Router {
  const router = express.Router();
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=300');
    res.send(sitemapXml(services));
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(services));
  });
  return router;
}
