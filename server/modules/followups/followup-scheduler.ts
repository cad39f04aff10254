import type { Logger } from '../../logger.ts';
import { processDueFollowUps, type FollowUpServices } from './followup-scan.ts';

/*
 * Follow-ups inside the one process, in the hold scheduler's pattern: what fell due while the
 * server was down is processed at start, then a scan runs every FOLLOW_UP_SCAN_INTERVAL_MS (an
 * unref'd timer, so it never keeps the process alive), and at once when holds or follow-up settings
 * change (a hold placed for less than 48 hours is reminded now, not at the next scan). Sending
 * once is the scan's business (follow_up_sends), so an extra run is harmless.
 */

export const FOLLOW_UP_SCAN_INTERVAL_MS = 5 * 60 * 1000;

export interface FollowUpScheduler {
  start(): Promise<void>;
  /** Runs a scan now (tests; the timer calls it too). */
  runDue(): Promise<void>;
  stop(): Promise<void>;
}

export function createFollowUpScheduler(deps: FollowUpServices, logger: Logger): FollowUpScheduler {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  const changes = [deps.pubsub.subscribe('holdsChanged'), deps.pubsub.subscribe('followUpsChanged')];

  async function run() {
    try {
      await processDueFollowUps(deps);
    } catch (error) {
      // A busy database or a failed write: the next scan tries again; nothing was half-sent.
      logger.error('Processing due follow-ups failed', { error: error instanceof Error ? error.stack : String(error) });
    }
  }

  function runDue(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      // A change arrived during a scan: scan once more after it, so nothing waits for the timer.
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void runDue();
      }
    });
    return running;
  }

  async function listen(events: AsyncIterableIterator<unknown>) {
    for await (const _event of events) {
      if (stopped) break;
      void runDue();
    }
  }

  return {
    async start() {
      for (const events of changes) void listen(events);
      await runDue();
      timer = setInterval(() => void runDue(), FOLLOW_UP_SCAN_INTERVAL_MS);
      timer.unref();
    },
    runDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(changes.map((events) => events.return?.()));
      await running;
    },
  };
}
