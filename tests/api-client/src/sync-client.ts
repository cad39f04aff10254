import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { BookingsLive, BookingsPage, FaqsChanged, InquiriesLive, InquiriesPage, TombstonesPage } from './documents.ts';
import type { ApiClientBookingsQuery, ApiClientFaqsQuery, ApiClientInquiriesQuery } from './gql/graphql.ts';

/*
 * A small sync client as an integration would write it, against the published API only: it keeps
 * a copy of the venue's bookings, inquiries and FAQs.
 * - `sync()` reads every list with `updatedSince` (the newest updatedAt held, inclusive) and
 *   UPDATED_AT_ASC, page by page, then `tombstones(deletedSince)`; the first call reads everything.
 *   Only the server's own instants are kept, so this machine's clock never matters.
 * - `watch()` opens a graphql-ws socket with the token and applies bookingsChanged/inquiriesChanged
 *   as they come. When the socket drops, graphql-ws reconnects, and each reconnection runs `sync()`
 *   again: what changed meanwhile (deletions too, which are never sent as events) is caught up by
 *   `updatedSince` and `deletedSince`.
 * A record is replaced only by a state at least as new as the one held, so a late answer never
 * undoes a newer event.
 */

export type BookingRecord = ApiClientBookingsQuery['bookings']['nodes'][number];
export type InquiryRecord = ApiClientInquiriesQuery['inquiries']['nodes'][number];
export type FaqRecord = ApiClientFaqsQuery['adminFaqs'][number];

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly codes: string[],
  ) {
    super(message);
  }
}

export interface SyncClientOptions {
  /** The site, such as https://venue.example.com. */
  url: string;
  /** An API token (`vat_…`) without scopes: tombstones span every area. Read-only is enough. */
  token: string;
  /** The WebSocket class for graphql-ws (the `ws` package by default). */
  webSocketImpl?: unknown;
}

type Since = { bookings: string | null; inquiries: string | null; faqs: string | null; tombstones: string | null };

export class SyncClient {
  readonly bookings = new Map<string, BookingRecord>();
  readonly inquiries = new Map<string, InquiryRecord>();
  readonly faqs = new Map<string, FaqRecord>();
  /** Where each next read starts: the newest server instant seen per list. */
  readonly since: Since = { bookings: null, inquiries: null, faqs: null, tombstones: null };
  /** How many syncs finished (full or incremental), and how many times the socket came back. */
  syncs = 0;
  reconnections = 0;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly options: SyncClientOptions) {}

  /** One typed GraphQL call over HTTP with the token; errors become an ApiError. */
  async request<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables): Promise<TResult> {
    const response = await fetch(`${this.options.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${this.options.token}` },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await response.json()) as { data?: TResult | null; errors?: { message: string; extensions?: { code?: string } }[] };
    if (body.errors?.length || !body.data) {
      const errors = body.errors ?? [];
      throw new ApiError(errors.map((error) => error.message).join('\n') || `HTTP ${response.status}`, response.status, errors.map((error) => error.extensions?.code ?? ''));
    }
    return body.data;
  }

  /** Brings the copy up to date; calls made while one runs share one more run after it. */
  sync(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.syncOnce();
          this.syncs += 1;
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async syncOnce(): Promise<void> {
    let after: string | null = null;
    do {
      const { bookings }: ApiClientBookingsQuery = await this.request(BookingsPage, { since: this.since.bookings, after });
      for (const booking of bookings.nodes) this.keep(this.bookings, booking);
      if (bookings.nodes.length > 0) this.since.bookings = bookings.nodes.at(-1)!.updatedAt;
      after = bookings.pageInfo.hasNextPage ? (bookings.pageInfo.endCursor ?? null) : null;
    } while (after);
    do {
      const { inquiries }: ApiClientInquiriesQuery = await this.request(InquiriesPage, { since: this.since.inquiries, after });
      for (const inquiry of inquiries.nodes) this.keep(this.inquiries, inquiry);
      if (inquiries.nodes.length > 0) this.since.inquiries = inquiries.nodes.at(-1)!.updatedAt;
      after = inquiries.pageInfo.hasNextPage ? (inquiries.pageInfo.endCursor ?? null) : null;
    } while (after);
    const { adminFaqs } = await this.request(FaqsChanged, { since: this.since.faqs });
    for (const faq of adminFaqs) this.keep(this.faqs, faq);
    if (adminFaqs.length > 0) this.since.faqs = adminFaqs.at(-1)!.updatedAt;
    do {
      const { tombstones } = await this.request(TombstonesPage, { since: this.since.tombstones, after });
      for (const tombstone of tombstones.nodes) {
        const copy = { BOOKING: this.bookings, INQUIRY: this.inquiries, FAQ: this.faqs }[tombstone.type as 'BOOKING' | 'INQUIRY' | 'FAQ'];
        copy?.delete(tombstone.id);
      }
      if (tombstones.nodes.length > 0) this.since.tombstones = tombstones.nodes.at(-1)!.deletedAt;
      after = tombstones.pageInfo.hasNextPage ? (tombstones.pageInfo.endCursor ?? null) : null;
    } while (after);
  }

  /** Keeps a record unless the copy already holds a newer state of it. */
  private keep<T extends { id: string; updatedAt: string }>(copy: Map<string, T>, record: T): void {
    const held = copy.get(record.id);
    if (held && Date.parse(held.updatedAt) > Date.parse(record.updatedAt)) return;
    copy.set(record.id, record);
  }

  /**
   * Follows live changes over graphql-ws, re-syncing over HTTP each time the socket comes back.
   * Resolves once the first socket is open and both subscriptions are running.
   */
  async watch(): Promise<{ close(): Promise<void> }> {
    let connections = 0;
    const client: Client = createClient({
      url: `${this.options.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: this.options.webSocketImpl ?? WebSocket,
      connectionParams: { authorization: `Bearer ${this.options.token}` },
      retryAttempts: Number.POSITIVE_INFINITY,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 200)),
      // A dropped socket (closed without a graphql-ws code, or by the network) is retried.
      shouldRetry: () => true,
      on: {
        connected: () => {
          connections += 1;
          if (connections > 1) {
            this.reconnections += 1;
            void this.sync().catch(() => {});
          }
        },
      },
    });
    const stops = [
      client.subscribe(
        { query: print(BookingsLive), variables: { since: this.since.bookings } },
        { next: ({ data }) => data && this.keep(this.bookings, (data as { bookingsChanged: { booking: BookingRecord } }).bookingsChanged.booking), error: () => {}, complete: () => {} },
      ),
      client.subscribe(
        { query: print(InquiriesLive), variables: { since: this.since.inquiries } },
        { next: ({ data }) => data && this.keep(this.inquiries, (data as { inquiriesChanged: { inquiry: InquiryRecord } }).inquiriesChanged.inquiry), error: () => {}, complete: () => {} },
      ),
    ];
    await new Promise<void>((resolve) => {
      const off = client.on('connected', () => {
        off();
        resolve();
      });
    });
    return {
      async close() {
        for (const stop of stops) stop();
        await client.dispose();
      },
    };
  }
}
