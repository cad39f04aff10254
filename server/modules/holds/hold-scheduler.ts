import type { Logger } from '../../logger.ts';
import { nextHoldDueAt, processDueHolds, type HoldServices } from './holds.service.ts';

/*
 * Hold expiry inside the one process: a single timer set to the next expiry, re-armed after
 * every hold change (the in-process holdsChanged event) and after every run. (The 48-hour
 * reminder is a follow-up: modules/followups/followup-scheduler.ts.) At start, whatever fell due while the server was down
 * is processed first, so expiry survives restarts.
 */

/** setTimeout takes at most 2^31-1 ms (about 24.8 days); a later due moment is re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

export interface HoldScheduler {
  start(): Promise<void>;
  /** Runs what is due now and re-arms (tests; the timer calls it too). */
  runDue(): Promise<void>;
  stop(): Promise<void>;
}

export function createHoldScheduler(deps: HoldServices, logger: Logger): HoldScheduler {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;
  const changes = deps.pubsub.subscribe('holdsChanged');

  function arm() {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const next = nextHoldDueAt(deps.db);
    if (!next) return;
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, next.getTime() - deps.config.now().getTime()));
    timer = setTimeout(() => void runDue(), delay);
    timer.unref();
  }

  async function run() {
    try {
      await processDueHolds(deps);
    } catch (error) {
      // A busy database or a failed write: tried again shortly rather than lost.
      logger.error('Processing due holds failed', { error: error instanceof Error ? error.stack : String(error) });
      if (!stopped) {
        clearTimeout(timer);
        timer = setTimeout(() => void runDue(), 30_000);
        timer.unref();
        return;
      }
    }
    arm();
  }

  function runDue(): Promise<void> {
    running ??= run().finally(() => (running = undefined));
    return running;
  }

  async function listen() {
    for await (const _change of changes) {
      if (stopped) break;
      if (!running) arm();
    }
  }

  return {
    async start() {
      void listen();
      await runDue();
    },
    runDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await changes.return?.();
      await running;
    },
  };
}
