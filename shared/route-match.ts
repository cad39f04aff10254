/*
 * How an address is matched against the route table (shared/routes.ts): what a request is (a
 * visitor page, an app screen, a server route, or unknown), its canonical address, and what may be
 * written to a log. Imports neither side.
 *
 * An address is canonical when it is written exactly as its route declares it: literal segments
 * in their case, one slash between segments, no trailing slash (but `/`), no `.` or `..`
 * segments, no percent-encoded literal. Any other spelling of a route's address (`/contact/`,
 * `/Contact`, `/FAQ`, `//faq`, `/%66aq`) is a variant: it is answered with one permanent redirect
 * to the canonical address, before any cache, and never rendered. Parameter values keep their
 * case (tokens and file names are case-sensitive). An old name of an address (ROUTE_ALIASES, and
 * `/admin?section=<key>`) is redirected permanently to the address it names, in one hop.
 */
import { adminSectionRedirect, ROUTE_ALIASES, ROUTES, type HttpMethod, type Route, type ServerRoute } from './routes.ts';

type Segment =
  | { literal: string }
  | { param: string; suffix?: string; anyExtension?: true }
  | { rest: true };

interface CompiledRoute {
  route: Route;
  segments: Segment[];
}

function compile(pattern: string): Segment[] {
  if (pattern === '/') return [];
  return pattern
    .slice(1)
    .split('/')
    .map((part): Segment => {
      if (part === '*') return { rest: true };
      if (!part.startsWith(':')) return { literal: part.toLowerCase() };
      const dot = part.indexOf('.');
      if (dot === -1) return { param: part.slice(1) };
      const suffix = part.slice(dot);
      return suffix === '.*' ? { param: part.slice(1, dot), anyExtension: true } : { param: part.slice(1, dot), suffix: suffix.toLowerCase() };
    });
}

const COMPILED: CompiledRoute[] = ROUTES.map((route) => ({ route, segments: compile(route.pattern) }));

/** Routes without parameters, by method and exact address: most requests are found in one lookup. */
const EXACT = new Map<string, Route>();
for (const { route, segments } of COMPILED) {
  if (!segments.every((segment) => 'literal' in segment)) continue;
  for (const method of route.methods) {
    const key = `${method} ${route.pattern}`;
    if (!EXACT.has(key)) EXACT.set(key, route);
  }
}

/** A segment that is never part of an address we answer: a backslash (browsers read it as a slash) or a control character. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
const UNSAFE_SEGMENT = /[\\\u0000-\u001f\u007f]/;
const FILE_EXTENSION = /\.[A-Za-z0-9]+$/;

function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path's segments with empty, `.` and `..` segments resolved (`//a/./b/../c/` → a, c). */
export function pathSegments(path: string): string[] {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments;
}

/** The matched route and its canonical path for these segments, or null. */
function matchSegments(compiled: CompiledRoute, segments: string[]): { params: Record<string, string>; canonical: string } | null {
  const params: Record<string, string> = {};
  const canonical: string[] = [];
  const pattern = compiled.segments;
  for (let i = 0; i < pattern.length; i++) {
    const spec = pattern[i]!;
    if ('rest' in spec) {
      const rest = segments.slice(i);
      if (rest.length === 0 || rest.some((segment) => UNSAFE_SEGMENT.test(segment))) return null;
      params['*'] = rest.join('/');
      canonical.push(...rest);
      return { params, canonical: `/${canonical.join('/')}` };
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if ('literal' in spec) {
      if (decodeSegment(segment).toLowerCase() !== spec.literal) return null;
      canonical.push(spec.literal);
      continue;
    }
    if (UNSAFE_SEGMENT.test(segment)) return null;
    if (spec.anyExtension) {
      if (!FILE_EXTENSION.test(segment)) return null;
      params[spec.param] = segment;
      canonical.push(segment);
    } else if (spec.suffix) {
      if (segment.length <= spec.suffix.length || !segment.toLowerCase().endsWith(spec.suffix)) return null;
      params[spec.param] = segment.slice(0, -spec.suffix.length);
      canonical.push(`${params[spec.param]}${spec.suffix}`);
    } else {
      params[spec.param] = segment;
      canonical.push(segment);
    }
  }
  if (segments.length !== pattern.length) return null;
  return { params, canonical: `/${canonical.join('/')}` };
}

/** What an address is, for one request. */
export type Address =
  /** A route answers it at exactly this address. */
  | { kind: 'route'; route: Route; path: string; params: Record<string, string>; query: string }
  /** A variant of a route's address: answered with a permanent redirect to `location`. */
  | { kind: 'redirect'; route: Route; location: string }
  /** No route answers it (the 404 page, or a JSON 404 under a server prefix). */
  | { kind: 'unknown'; path: string; query: string };

/** The other names of routes (literal addresses), by their segments in lower case. */
const ALIASES = new Map(ROUTE_ALIASES.map((alias) => [compile(alias.pattern).map((segment) => ('literal' in segment ? segment.literal : '')).join('/'), alias.to]));

/** A route's address as the table answers it, or the redirect an old address of the admin gets (`/admin?section=faq`). */
function answer(route: Route, path: string, params: Record<string, string>, query: string, canonical = path): Address {
  const legacy = route.id === 'admin' && query ? adminSectionRedirect(query) : null;
  if (legacy) return { kind: 'redirect', route, location: legacy };
  if (canonical === path) return { kind: 'route', route, path, params, query };
  return { kind: 'redirect', route, location: `${canonical}${query}` };
}

const answers = (route: Route, method: string) => route.methods.includes(method as HttpMethod) || (method === 'HEAD' && route.methods.includes('GET'));

/**
 * What the server answers at `url` (a request target: path and query) for `method`. A request
 * target that is not a path (`*`, an absolute URL) is unknown.
 */
export function resolveAddress(method: string, url: string): Address {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  const exact = EXACT.get(`${method === 'HEAD' ? 'GET' : method} ${path}`);
  if (exact) return answer(exact, path, {}, query);
  if (!path.startsWith('/')) return { kind: 'unknown', path, query };
  const segments = pathSegments(path);
  for (const compiled of COMPILED) {
    if (!answers(compiled.route, method)) continue;
    const match = matchSegments(compiled, segments);
    if (match) return answer(compiled.route, path, match.params, query, match.canonical);
  }
  const alias = method === 'GET' || method === 'HEAD' ? ALIASES.get(segments.map((segment) => decodeSegment(segment).toLowerCase()).join('/')) : undefined;
  if (alias) return resolveAlias(alias, query);
  return { kind: 'unknown', path, query };
}

/** An old name of an address, redirected to the route it names. */
function resolveAlias(to: string, query: string): Address {
  const target = resolveAddress('GET', to);
  return target.kind === 'route' ? answer(target.route, '', target.params, query, to) : target;
}

/** The status of a redirect from a variant: 301 for reads, 308 (method and body kept) for a post. */
export const redirectStatus = (method: string) => (method === 'GET' || method === 'HEAD' ? 301 : 308);

/** Routes whose address carries a credential, with the position of each secret segment. */
const SECRET_ROUTES = COMPILED.filter((compiled): compiled is CompiledRoute & { route: ServerRoute } => compiled.route.kind === 'server' && compiled.route.secretParams.length > 0);

/**
 * A path as it may be logged: a secret segment (a quote's or a calendar feed's token) is replaced
 * by `[token]` in every spelling that reaches its route or would after a redirect (any case,
 * extra slashes, a trailing slash, more segments after it). Other paths come back as they are.
 */
export function redactPath(path: string): string {
  if (!path.includes('/')) return path;
  const segments = pathSegments(path);
  for (const { route, segments: pattern } of SECRET_ROUTES) {
    let redacted = false;
    const out = [...segments];
    for (let i = 0; i < pattern.length && i < segments.length; i++) {
      const spec = pattern[i]!;
      if ('rest' in spec) break;
      if ('literal' in spec) {
        if (decodeSegment(segments[i]!).toLowerCase() !== spec.literal) break;
        continue;
      }
      if (!route.secretParams.includes(spec.param)) continue;
      // The whole segment goes, whatever it ends with: `/calendar/<token>.ics.bak` leaks nothing either.
      out[i] = `[${spec.param}]${spec.suffix && segments[i]!.toLowerCase().endsWith(spec.suffix) ? spec.suffix : ''}`;
      redacted = true;
    }
    if (redacted) return `/${out.join('/')}`;
  }
  return path;
}

/** Secret path segments in any text (an error message, a URL in a log field): the same rule as redactPath. */
const SECRET_IN_TEXT = new RegExp(
  SECRET_ROUTES.map(({ segments }) => {
    const literals: string[] = [];
    for (const spec of segments) {
      if (!('literal' in spec)) break;
      literals.push(spec.literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    }
    // A segment already redacted (`[token]`) is left as it is.
    return `(/+${literals.join('/+')}/+)[^/?#\\s"'<>[][^/?#\\s"'<>]*`;
  }).join('|'),
  'gi',
);

/** Text with every secret path segment replaced by `[token]` (for log lines). */
export function redactSecrets(text: string): string {
  if (!text.includes('/')) return text;
  SECRET_IN_TEXT.lastIndex = 0;
  return text.replace(SECRET_IN_TEXT, (...groups: unknown[]) => {
    const prefix = groups.slice(1, 1 + SECRET_ROUTES.length).find((group): group is string => typeof group === 'string') ?? '/';
    return `${prefix}[token]`;
  });
}
