import type { PubSub, PubSubEvents } from '../../server/pubsub.ts';

/** Polls until the condition holds (for effects that happen asynchronously, like pubsub). */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for a condition`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Resolves once the server next starts a subscription to `topic` (from now on): its pubsub
 * listener is then registered, so an event published after this reaches the subscriber. For
 * browser tests that publish while a page listens, instead of a fixed sleep "while the socket
 * connects" (too short on a busy machine, wasted on an idle one). Start it before opening the page.
 */
export function nextSubscription(pubsub: PubSub, topic: keyof PubSubEvents & string, timeoutMs = 15_000): Promise<void> {
  const original = pubsub.subscribe;
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      pubsub.subscribe = original;
      reject(new Error(`No subscription to ${topic} started within ${timeoutMs} ms`));
    }, timeoutMs);
    pubsub.subscribe = ((name, only) => {
      // node's on() registers the listener in this call, before any later publish.
      const iterator = original(name, only as never);
      if (name === topic) {
        pubsub.subscribe = original;
        clearTimeout(timer);
        resolve();
      }
      return iterator;
    }) as PubSub['subscribe'];
  });
}
