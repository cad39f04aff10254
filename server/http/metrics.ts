/**
 * Prometheus metrics (prom-client), in the text format any Prometheus-compatible scraper reads.
 *
 * Where: `GET /metrics` on the site for an admin (a session or an admin's API token: the answer says
 * how busy the venue is), and, when METRICS_PORT is set, on a separate listener bound to 127.0.0.1
 * only (a scraper on the same machine, no credentials), never on the public interface.
 *
 * What: Node's own (memory, CPU, event-loop delay, GC: collectDefaultMetrics); HTTP requests by
 * route of the route table (a bounded set: never the raw path) and status class, with durations;
 * GraphQL error codes; open WebSockets; and, read when scraped, the outbox by status, the newest
 * backup's age, free disk where the database lives, the database's size, the response cache.
 */
import type { RequestHandler } from 'express';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import { latestBackup } from '../db/backup.ts';
import type { DB } from '../db/client.ts';
import type { ResponseCache } from '../lib/cache.ts';
import { addressOf } from './routes.ts';

export interface Metrics {
  registry: Registry;
  /** Counts one answered HTTP request (called by the access log when the response closes). */
  observeRequest(req: http.IncomingMessage, status: number, durationSeconds: number): void;
  /** Counts the error codes of one GraphQL answer. */
  observeGraphQLErrors(codes: readonly string[]): void;
  webSocketOpened(): void;
  webSocketClosed(): void;
}

export interface MetricsSources {
  db: DB;
  config: Pick<Config, 'databasePath' | 'backupsDir'>;
  responseCache: Pick<ResponseCache, 'stats'>;
}

export function createMetrics(): Metrics & { watch(sources: MetricsSources): void } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'venue_http_requests_total', help: 'HTTP requests answered, by route of the route table, method and status class.', labelNames: ['route', 'method', 'status'], registers: [registry] });
  const durations = new Histogram({
    name: 'venue_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route of the route table.',
    labelNames: ['route'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const graphqlErrors = new Counter({ name: 'venue_graphql_errors_total', help: 'GraphQL errors answered, by code.', labelNames: ['code'], registers: [registry] });
  const sockets = new Gauge({ name: 'venue_websockets_open', help: 'WebSockets open now (live admin screens, API subscriptions).', registers: [registry] });

  const routeOf = (req: http.IncomingMessage) => {
    const address = addressOf(req);
    return address.kind === 'route' ? address.route.id : address.kind;
  };
  const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
  // Each label set's child is made once and kept (the sets are bounded: routes × methods × status
  // classes): given a labels object, prom-client sorts and joins it again on every request.
  const requestCounters = new Map<string, ReturnType<typeof requests.labels>>();
  const durationHistograms = new Map<string, ReturnType<typeof durations.labels>>();

  return {
    registry,
    observeRequest(req, status, durationSeconds) {
      const route = routeOf(req);
      const method = methods.has(req.method ?? '') ? req.method! : 'other';
      const statusClass = `${Math.floor(status / 100)}xx`;
      const key = `${route} ${method} ${statusClass}`;
      let counter = requestCounters.get(key);
      if (!counter) requestCounters.set(key, (counter = requests.labels(route, method, statusClass)));
      counter.inc();
      let histogram = durationHistograms.get(route);
      if (!histogram) durationHistograms.set(route, (histogram = durations.labels(route)));
      histogram.observe(durationSeconds);
    },
    observeGraphQLErrors(codes) {
      for (const code of codes) graphqlErrors.inc({ code: /^[A-Z_]{1,40}$/.test(code) ? code : 'OTHER' });
    },
    webSocketOpened: () => sockets.inc(),
    webSocketClosed: () => sockets.dec(),
    watch({ db, config, responseCache }) {
      const outboxCount = db.$client.prepare('select status, count(*) as n from email_outbox group by status');
      new Gauge({
        name: 'venue_email_outbox_messages',
        help: 'E-mail in the outbox, by status (queued, sending, sent, failed).',
        labelNames: ['status'],
        registers: [registry],
        collect() {
          this.reset();
          for (const row of outboxCount.all() as { status: string; n: number }[]) this.set({ status: row.status }, row.n);
        },
      });
      new Gauge({
        name: 'venue_backup_age_seconds',
        help: 'Age of the newest complete backup (absent when there is none).',
        registers: [registry],
        collect() {
          this.reset();
          const newest = latestBackup(config.backupsDir);
          if (newest) this.set((Date.now() - Date.parse(newest.manifest.createdAt)) / 1000);
        },
      });
      new Gauge({
        name: 'venue_disk_free_bytes',
        help: 'Free space on the file system of the database.',
        registers: [registry],
        collect() {
          const stats = fs.statfsSync(path.dirname(config.databasePath));
          this.set(stats.bavail * stats.bsize);
        },
      });
      new Gauge({
        name: 'venue_database_bytes',
        help: 'Size of the database file and its write-ahead log.',
        registers: [registry],
        collect() {
          const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
          this.set(size(config.databasePath) + size(`${config.databasePath}-wal`));
        },
      });
      new Gauge({
        name: 'venue_response_cache_lookups',
        help: 'Answers of anonymous GraphQL queries found in (hit) or missing from (miss) the response cache since start.',
        labelNames: ['result'],
        registers: [registry],
        collect() {
          const stats = responseCache.stats();
          this.set({ result: 'hit' }, stats.hits);
          this.set({ result: 'miss' }, stats.misses);
        },
      });
    },
  };
}

/** GET /metrics for admins (a session or an admin's API token); 404 for anyone else, as if absent. */
export function metricsRoute(metrics: Pick<Metrics, 'registry'>, isAdminRequest: (req: http.IncomingMessage) => boolean): RequestHandler {
  return async (req, res) => {
    let admin = false;
    try {
      admin = isAdminRequest(req);
    } catch {
      admin = false;
    }
    if (!admin) return void res.status(404).json({ error: 'Not found.' });
    res.setHeader('Cache-Control', 'no-store');
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}

/** The loopback-only listener on METRICS_PORT: /metrics and nothing else. */
export function startMetricsListener(metrics: Pick<Metrics, 'registry'>, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: scrape /metrics.\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
