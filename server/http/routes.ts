import type { RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import { todayIn } from '../lib/dates.ts';
import { getCalendarSettings, lastBookableDate } from '../modules/calendar/index.ts';
import type { AppServices } from '../app-services.ts';
import type { PageParamContext } from '../../shared/page-params.ts';
import { redirectStatus, resolveAddress, type Address } from '../../shared/route-match.ts';
import { visitorPage, type AppScreenRoute, type VisitorPageRoute } from '../../shared/routes.ts';

/*
 * The route table (shared/routes.ts) as the server's dispatch reads it: each request is resolved
 * once, from its address as it arrived, and every part of the server that asks what a request is
 * (the variant redirect, the page cache and its fast path, the client's pages, the response cache)
 * gets the same answer.
 */

const addresses = new WeakMap<IncomingMessage, Address>();

/** What the route table says this request is (resolved on first use, then remembered). */
export function addressOf(req: IncomingMessage & { originalUrl?: string }): Address {
  let address = addresses.get(req);
  if (!address) {
    // originalUrl: Express rewrites req.url inside mounted routers.
    address = resolveAddress(req.method ?? 'GET', req.originalUrl ?? req.url ?? '/');
    addresses.set(req, address);
  }
  return address;
}

/** The screen a request shows: a visitor page or an app screen at its canonical address, else null. */
export function screenOf(address: Address): VisitorPageRoute | AppScreenRoute | null {
  if (address.kind !== 'route') return null;
  const { route } = address;
  return route.kind === 'page' || route.kind === 'app' ? route : null;
}

/** The visitor page a natively posted form belongs to (rendered again when the post is refused). */
export function formPageOf(address: Address): VisitorPageRoute | null {
  if (address.kind !== 'route' || address.route.kind !== 'server' || !address.route.formOf) return null;
  return visitorPage(address.route.formOf);
}

/**
 * Whether a browser asking for this address gets the "not found" page: no route answers it, or it
 * names a file of the built client that is not there.
 */
export function isNotFoundPage(address: Address): boolean {
  return address.kind === 'unknown' || (address.kind === 'route' && address.route.id === 'client-file');
}

/** Whether the address belongs to the server (a server route other than the client's own files). */
export function isServerAddress(address: Address): boolean {
  return address.kind !== 'unknown' && address.route.kind === 'server' && address.route.id !== 'client-file';
}

/** Whether the request is for the GraphQL endpoint at its canonical address. */
export function isGraphQL(req: IncomingMessage): boolean {
  const address = addressOf(req);
  return address.kind === 'route' && address.route.id === 'graphql';
}

/**
 * A variant of an address of the route table (/contact/, /FAQ, //faq) is redirected to the
 * canonical address, before any cache or route sees it (mounted right after the security headers).
 */
export const redirectVariants: RequestHandler = (req, res, next) => {
  const address = addressOf(req);
  if (address.kind !== 'redirect') return next();
  res.setHeader('Cache-Control', 'no-cache');
  res.redirect(redirectStatus(req.method), address.location);
};

/**
 * The venue's today and booking horizon, which bound the calendar months a page may show
 * (shared/page-params.ts). Read again when the data or the date changes, not on every request.
 */
export function pageParamContext({ db, config }: Pick<AppServices, 'db' | 'config'>, dataVersion: () => string): () => PageParamContext {
  let known: { version: string; today: string; context: PageParamContext } | null = null;
  return () => {
    const today = todayIn(config.venueTimeZone);
    const version = dataVersion();
    if (known && known.today === today && known.version === version) return known.context;
    known = { version, today, context: { today, lastBookableDate: lastBookableDate(getCalendarSettings(db), today) } };
    return known.context;
  };
}
