import { http, HttpResponse } from 'msw';

/*
 * Resend's HTTP API, faked (one handler file per outside service, as the Epic Stack does).
 * Every e-mail "sent" is recorded in `sentEmails` for tests to read; `failNextSends(n)` makes
 * the next n requests fail the way Resend does when it is down.
 */
export interface SentEmail {
  from: string;
  to: string | string[];
  subject: string;
  /** Resend's API field (the SDK's `replyTo`). */
  reply_to?: string | string[];
  html?: string;
  text?: string;
  idempotencyKey: string | null;
}

export const sentEmails: SentEmail[] = [];
let failuresLeft = 0;
let failureMode: 'error' | 'timeout' = 'error';

export function failNextSends(count: number, mode: 'error' | 'timeout' = 'error') {
  failuresLeft = count;
  failureMode = mode;
}

/** Requests already answered, by idempotency key: Resend delivers a repeated key once. */
const seenKeys = new Map<string, string>();

export function resetResend() {
  sentEmails.length = 0;
  failuresLeft = 0;
  failureMode = 'error';
  seenKeys.clear();
}

export const resendHandlers = [
  http.post('https://api.resend.com/emails', async ({ request }) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      if (failureMode === 'timeout') return new Promise<never>(() => {});
      return HttpResponse.json({ name: 'internal_server_error', message: 'Resend is having a bad day', statusCode: 500 }, { status: 500 });
    }
    const body = (await request.json()) as Omit<SentEmail, 'idempotencyKey'>;
    const idempotencyKey = request.headers.get('idempotency-key');
    if (idempotencyKey && seenKeys.has(idempotencyKey)) {
      return HttpResponse.json({ id: seenKeys.get(idempotencyKey) });
    }
    const id = `email_${sentEmails.length + 1}`;
    if (idempotencyKey) seenKeys.set(idempotencyKey, id);
    sentEmails.push({ ...body, idempotencyKey });
    return HttpResponse.json({ id });
  }),
];
