import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SUBMISSION_KEY_PLACEHOLDER } from '../../shared/visitor-forms.ts';

/** Compression levels for pages kept in the cache: compressed once per entry, so they can be high. */
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A rendered page as it is sent: its status, HTML, an ETag, and its compressed bytes (made once, on demand). */
export interface RenderedPage {
  /** 200 for a page of the route table, 404 for the "not found" page. */
  status: 200 | 404;
  html: string;
  etag: string;
  /** Rendered for one browser (the admin's preview frame, a sent form's receipt): never stored by any cache. */
  personal: boolean;
  /**
   * The page holds a visitor form, whose one-time submission key (shared/visitor-forms.ts) is the
   * placeholder here: each response writes a fresh key over it (server/http/client.ts), so it is
   * sent as its own, never as the bytes kept.
   */
  keyed: boolean;
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
  /** The compressed bytes once `encoded` has produced them (the fast path sends only what is ready). */
  encodedNow(encoding: 'br' | 'gzip'): Buffer | undefined;
}

export function renderedPage(html: string, { status, personal = false }: { status: 200 | 404; personal?: boolean }): RenderedPage {
  const encodings = new Map<'br' | 'gzip', Promise<Buffer>>();
  const ready = new Map<'br' | 'gzip', Buffer>();
  return {
    status,
    html,
    personal,
    keyed: html.includes(SUBMISSION_KEY_PLACEHOLDER),
    etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
    encoded(encoding) {
      let bytes = encodings.get(encoding);
      if (!bytes) {
        bytes =
          encoding === 'br'
            ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
            : gzip(html, { level: 9 });
        encodings.set(encoding, bytes);
        bytes.then((done) => ready.set(encoding, done)).catch(() => encodings.delete(encoding));
      }
      return bytes;
    },
    encodedNow: (encoding) => ready.get(encoding),
  };
}
