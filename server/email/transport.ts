import { Resend } from 'resend';
import type { Config } from '../config.ts';
import type { EmailDeliveryMode } from '../db/schema/email.ts';

export interface OutgoingEmail {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  idempotencyKey: string;
}

export type SendResult = { ok: true; providerMessageId: string | null } | { ok: false; error: string };

export interface EmailTransport {
  /** 'resend' sends for real; 'outbox-only' keeps messages queued in the outbox (no API key). */
  readonly mode: EmailDeliveryMode;
  send(email: OutgoingEmail): Promise<SendResult>;
}

export function createEmailTransport(config: Pick<Config, 'resendApiKey' | 'emailSendTimeoutMs'>): EmailTransport {
  const timeoutMs = config.emailSendTimeoutMs;
  if (!config.resendApiKey) {
    return {
      mode: 'outbox-only',
      async send() {
        return { ok: false, error: 'E-mail delivery is not configured (RESEND_API_KEY is unset).' };
      },
    };
  }
  const resend = new Resend(config.resendApiKey);
  return {
    mode: 'resend',
    async send(email) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<SendResult>((resolve) => {
        timer = setTimeout(() => resolve({ ok: false, error: `Timed out after ${timeoutMs / 1000} s` }), timeoutMs);
      });
      const attempt = (async (): Promise<SendResult> => {
        try {
          const { data, error } = await resend.emails.send(
            {
              from: email.from,
              to: email.to,
              subject: email.subject,
              html: email.html,
              text: email.text,
              ...(email.replyTo ? { replyTo: email.replyTo } : {}),
            },
            // Resend delivers a request with a key it has seen (within 24 h) only once.
            { idempotencyKey: email.idempotencyKey },
          );
          if (error) return { ok: false, error: `${error.name}: ${error.message}` };
          return { ok: true, providerMessageId: data?.id ?? null };
        } catch (error) {
          return { ok: false, error: error instanceof Error ? error.message : String(error) };
        }
      })();
      try {
        return await Promise.race([attempt, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
