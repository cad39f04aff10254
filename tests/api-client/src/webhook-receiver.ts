import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/*
 * The integration's webhook receiver: an HTTP server on loopback that verifies each delivery's
 * Standard Webhooks signature with the endpoint's secret, answers 204, and keeps what it accepted
 * (a forged or altered one is answered 400 and dropped). A webhook-id seen before is acknowledged
 * and not kept twice: deliveries come at least once.
 */

export type WebhookEvent = { id: string; type: string; timestamp: string; data: Record<string, unknown> };

export async function startWebhookReceiver(): Promise<{ url: string; events: WebhookEvent[]; refused: number; setSecret(secret: string): void; close(): Promise<void> }> {
  let webhook: Webhook | null = null;
  const state = { events: [] as WebhookEvent[], refused: 0 };
  const seen = new Set<string>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      try {
        if (!webhook) throw new Error('no secret yet');
        const event = webhook.verify(body, request.headers as Record<string, string>) as Omit<WebhookEvent, 'id'>;
        const id = String(request.headers['webhook-id']);
        if (!seen.has(id)) {
          seen.add(id);
          state.events.push({ id, ...event });
        }
        response.writeHead(204).end();
      } catch {
        state.refused += 1;
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/venue-events`,
    events: state.events,
    get refused() {
      return state.refused;
    },
    setSecret(secret: string) {
      webhook = new Webhook(secret);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
