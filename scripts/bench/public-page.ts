/*
 * Phase "public": the public page query through the whole server (Express, security headers,
 * Apollo, SQLite) against a bare node:http server answering the same JSON from memory, then each
 * request the home page sends, and the same query signed in (never cached).
 */
import path from 'node:path';
import { HomeHeroDocument, PublicContentSectionsDocument, PublicLayoutDocument, ViewerDocument } from '../../client/src/gql/graphql.ts';
import type { DocumentNode } from 'graphql';
import { CONNECTIONS, DURATION, ROUNDS, TARGETS, WARM_UP, check, measure, median, mergeOperations, ms, post, request, table, warmUp, type Measurement } from './measure.ts';
import { signInCookie, startBareServer, startVenueServer, type Child } from './processes.ts';

export async function publicPageBench(dir: string) {
  const server = await startVenueServer(path.join(dir, 'public', 'venue.db'));
  let bare: Child | undefined;
  try {
    const homePage = mergeOperations('HomePage', [PublicLayoutDocument, PublicContentSectionsDocument, HomeHeroDocument]);
    const body = request(homePage, { type: 'HERO', preview: false });
    const answer = await post(server.url, body);
    bare = await startBareServer(answer);

    console.log(`\nThe public page query (${homePage.definitions.length} operation: navigation, site settings, hero content and slides; ${(answer.length / 1024).toFixed(1)} kB of JSON)`);
    console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION} s each, alternating in ${ROUNDS} rounds after a ${WARM_UP} s warm-up; medians\n`);
    await warmUp(bare.url, body);
    await warmUp(server.url, body);
    const roundDuration = Math.max(1, Math.round(DURATION / ROUNDS));
    const bareRounds: Measurement[] = [];
    const fullRounds: Measurement[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareRounds.push(await measure('bare', bare.url, body, { duration: roundDuration }));
      fullRounds.push(await measure('full', server.url, body, { duration: roundDuration }));
    }
    const baseline = median('bare node:http, same JSON from memory', bareRounds);
    const full = median('the whole server', fullRounds);
    const ratio = full.requestsPerSecond / baseline.requestsPerSecond;
    table(
      ['', 'req/s', 'p50', 'p99', 'ratio', 'non-2xx', 'errors'],
      [baseline, full].map((m) => [m.name, m.requestsPerSecond.toFixed(0), ms(m.p50), ms(m.p99), (m.requestsPerSecond / baseline.requestsPerSecond).toFixed(2), String(m.non2xx), String(m.errors)]),
    );
    const ok = ratio >= TARGETS.ratio && full.p99 < TARGETS.p99Ms && full.non2xx === 0 && full.errors === 0;
    console.log(`\nTargets: throughput ≥ ${TARGETS.ratio}× bare ${check(ratio >= TARGETS.ratio)} (${ratio.toFixed(2)}×), p99 < ${TARGETS.p99Ms} ms ${check(full.p99 < TARGETS.p99Ms)} (${ms(full.p99)})`);

    console.log('\nEach request the home page sends, through the whole server');
    const operations: [string, DocumentNode, Record<string, unknown>][] = [
      ['PublicLayout (navigation, settings)', PublicLayoutDocument, {}],
      ['PublicContentSections (HERO)', PublicContentSectionsDocument, { type: 'HERO', preview: false }],
      ['HomeHero (slides)', HomeHeroDocument, { preview: false }],
      ['Viewer (signed out)', ViewerDocument, {}],
    ];
    const rows: string[][] = [];
    for (const [name, document, variables] of operations) {
      const single = request(document, variables);
      await post(server.url, single);
      const m = await measure(name, server.url, single, { duration: Math.max(2, Math.round(DURATION / 2)) });
      rows.push([name, m.requestsPerSecond.toFixed(0), ms(m.p50), ms(m.p99), String(m.non2xx + m.errors)]);
    }
    // What the cache saves: the same query signed in, which always goes through Express and Apollo.
    const cookie = await signInCookie(server.url);
    await post(server.url, body, cookie);
    const uncached = await measure('the public page query, signed in (never cached)', server.url, body, { duration: Math.max(2, Math.round(DURATION / 2)), cookie });
    rows.push([uncached.name, uncached.requestsPerSecond.toFixed(0), ms(uncached.p50), ms(uncached.p99), String(uncached.non2xx + uncached.errors)]);
    table(['', 'req/s', 'p50', 'p99', 'failed'], rows);
    return ok;
  } finally {
    await bare?.stop();
    await server.stop();
  }
}
