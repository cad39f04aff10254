/*
 * The contract between the server and the server-rendering entry (client/src/entry-server.tsx):
 * what the server hands a page render, and what comes back. The server loads the entry's build at
 * run time and imports only these types, so it needs nothing else from client/. Imports neither side.
 */
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { SubmissionReceipt } from './visitor-forms.ts';

export interface GraphQLRequest {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}

export interface RenderRequest {
  /** The page's full address (origin, path and query). */
  url: string;
  /**
   * Runs one GraphQL operation for the page: as an anonymous visitor for the live site, or as the
   * request's signed-in user for a page shown in the admin's preview frame (see `embedded`).
   */
  execute(request: GraphQLRequest): Promise<FormattedExecutionResult>;
  /**
   * The page is shown inside a frame of the site itself: the admin's live preview beside an
   * editor. It leaves out what belongs to a page of its own ("Exit preview", the Admin link).
   */
  embedded?: boolean;
  /** A refused native form post: the page is rendered again with its values and messages. */
  form?: SubmittedForm;
  /** What this browser's last sent form stored, for the page it landed on (`?sent=1`). */
  receipt?: SubmissionReceipt;
}

export type RenderResult =
  | {
      kind: 'page';
      html: string;
      /** The `<style>` elements the page's components rendered, for its head (shared/page-styles.ts). */
      head: string;
      meta: CollectedMeta;
    }
  /** The router answered with a redirect or a response of its own: let the browser render it. */
  | { kind: 'skip' };

/** What a page's screens said about the document while rendering (client/src/lib/document-meta.ts). */
export interface CollectedMeta {
  title?: string;
  description?: string;
  /** The site's name and a picture for link previews (Open Graph), written by the server only. */
  siteName?: string;
  image?: SharedImage;
  /** The uploaded favicon, so the page arrives with it (search results show it). */
  favicon?: string;
  /** Keep the page out of search results (`<meta name="robots" content="noindex">`): hidden pages, the 404 page. */
  noindex?: boolean;
}

export interface SharedImage {
  url: string;
  alt?: string | null;
}

/** The built-in icon is SVG; an uploaded favicon is PNG. A stale type makes browsers skip the icon. */
export function faviconType(url: string): string | null {
  if (url.endsWith('.svg')) return 'image/svg+xml';
  if (url.endsWith('.png')) return 'image/png';
  return null;
}

/*
 * Visitor forms work without JavaScript: they post natively to the page's own address, and the
 * server (server/http/public-forms.ts) runs the same service as the GraphQL mutation. When the
 * submission is refused, the server renders the page again with what the visitor sent and why it
 * was refused (client/src/lib/submitted-form.ts hands it to the page).
 */

/** The visitor forms that post natively. */
export type PublicFormName = 'inquiry' | 'booking';

export interface SubmittedForm {
  form: PublicFormName;
  /** Every field as the visitor sent it (never stored in a URL). */
  values: Record<string, string>;
  /** A message per field name, shown beside the field and in the summary at the top. */
  errors: Record<string, string>;
  /** A refusal that belongs to no field (too many requests, the date was just taken). */
  error?: string;
}

/** Parameters in the address of the page a successful native submission is redirected to. */
export const FORM_SENT_PARAM = 'sent';
