import type { FormattedExecutionResult } from 'graphql';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../logger.ts';
import type { RenderRequest, RenderResult } from '../../shared/ssr.ts';

/*
 * Pages are rendered on a thread of their own. React's renderToString is synchronous: a page
 * held the server's one event loop for 80 to 250 ms at a time, and a cached page (or a GraphQL
 * answer) asked for meanwhile waited that long. On its own thread a render holds nobody up: the
 * page's GraphQL operations still run on the main thread (the database, sessions and caches live
 * there), one message each, so other requests are answered between them.
 *
 * The thread runs at a lower priority (nice 10; Linux keeps a nice value per thread): when the
 * machine's cores are busy, answering requests comes first and renders take what is left.
 *
 * The thread loads the server build (dist/server/entry-server.js) when the first page is rendered.
 * It is stopped once no page has been rendered for a while (RENDER_THREAD_IDLE_MS): a thread holds
 * its own JavaScript heap with the whole server build loaded, 60 to 110 MB of the process's memory
 * once it has rendered pages, which a quiet site would otherwise keep for good (the server's idle
 * memory target is 150 MB). The next render starts it again, which costs that render the build's
 * load (a few hundred milliseconds); while visitors keep coming it stays. If it dies, the next
 * render starts another.
 */

/** The render thread's nice value (0 is the server's own; 19 the lowest). */
export const RENDER_THREAD_NICE = 10;

/** How long the thread stays without a render before it is stopped, giving its memory back. */
export const RENDER_THREAD_IDLE_MS = 60_000;

/**
 * How long after the build could not be loaded the next render tries again. A release being
 * written (dist/ replaced while the server runs) is complete a few seconds later; until then pages
 * are answered without a render, and a build that stays broken costs one failed load per interval.
 */
export const RENDER_THREAD_RETRY_MS = 5_000;

/** One GraphQL operation of a page, as the thread sends it: the query printed. */
export interface PageOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

export type OperationExecutor = (operation: PageOperation) => Promise<FormattedExecutionResult>;

export interface RenderThread {
  /**
   * Renders a page; null when the server build cannot be loaded (the caller answers without a
   * render). `modules` is the build's map of page address → source module (for its styles).
   */
  render(request: Omit<RenderRequest, 'execute'>, execute: OperationExecutor): Promise<{ result: RenderResult; modules: Record<string, string> } | null>;
  /** Whether the thread is there now (started by a render, stopped when idle or closed). */
  running(): boolean;
  close(): Promise<void>;
}

export interface RenderThreadOptions {
  /** How long the thread stays without a render before it is stopped (RENDER_THREAD_IDLE_MS). */
  idleMs?: number;
  /** How long after a failed load of the build the next render tries again (RENDER_THREAD_RETRY_MS). */
  retryMs?: number;
}

/** The thread's code (plain JavaScript, evaluated: it needs no file of its own in any build). */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
try {
  // Pid 0 is the calling thread on Linux: only this thread yields.
  require('node:os').setPriority(0, workerData.nice);
} catch {
  // Not permitted here: renders run at the server's priority.
}
const entry = import(pathToFileURL(workerData.entryFile).href);
entry.then(
  (module) => parentPort.postMessage({ type: 'ready', modules: module.SERVER_RENDERED_PAGE_MODULES }),
  (error) => parentPort.postMessage({ type: 'unavailable', error: String((error && error.stack) || error) }),
);
const executions = new Map();
let nextExecution = 0;
parentPort.on('message', (message) => {
  if (message.type === 'executed') {
    const waiting = executions.get(message.id);
    executions.delete(message.id);
    if (waiting) message.error === undefined ? waiting.resolve(message.result) : waiting.reject(new Error(message.error));
    return;
  }
  if (message.type !== 'render') return;
  const { id, request } = message;
  entry
    .then((module) =>
      module.renderPage({
        ...request,
        execute: (operation) =>
          new Promise((resolve, reject) => {
            const executionId = ++nextExecution;
            executions.set(executionId, { resolve, reject });
            parentPort.postMessage({
              type: 'execute',
              render: id,
              id: executionId,
              operation: { query: module.print(operation.query), variables: operation.variables ?? {}, operationName: operation.operationName },
            });
          }),
      }),
    )
    .then(
      (result) => parentPort.postMessage({ type: 'rendered', id, result }),
      (error) => parentPort.postMessage({ type: 'failed', id, error: String((error && error.stack) || error) }),
    );
});
`;

type FromThread =
  | { type: 'ready'; modules: Record<string, string> }
  | { type: 'unavailable'; error: string }
  | { type: 'execute'; render: number; id: number; operation: PageOperation }
  | { type: 'rendered'; id: number; result: RenderResult }
  | { type: 'failed'; id: number; error: string };

interface Pending {
  execute: OperationExecutor;
  resolve(value: { result: RenderResult; modules: Record<string, string> } | null): void;
  reject(error: Error): void;
}

export function createRenderThread(entryFile: string, logger: Logger, { idleMs = RENDER_THREAD_IDLE_MS, retryMs = RENDER_THREAD_RETRY_MS }: RenderThreadOptions = {}): RenderThread {
  let worker: Worker | null = null;
  let ready: Promise<Record<string, string> | null> | null = null;
  /** Until when renders are answered with null after the build could not be loaded (0: not now). */
  let unavailableUntil = 0;
  let closed = false;
  let nextRender = 0;
  const pending = new Map<number, Pending>();
  /** Renders asked for and not finished, including those waiting for the thread to load. */
  let active = 0;
  let idleTimer: NodeJS.Timeout | null = null;

  /** Stops the thread once no render has been asked for during `idleMs` (never during one). */
  function stopWhenIdle() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = null;
      const thread = worker;
      if (active > 0 || !thread) return;
      // Forgotten first, so its exit is not taken for a thread that died.
      worker = null;
      ready = null;
      void thread.terminate();
    }, idleMs);
    // A server that is closing does not wait for this.
    idleTimer.unref();
  }

  function start(): { worker: Worker; ready: Promise<Record<string, string> | null> } {
    const thread = new Worker(THREAD_SOURCE, { eval: true, workerData: { entryFile, nice: RENDER_THREAD_NICE } });
    let loaded!: (modules: Record<string, string> | null) => void;
    const whenReady = new Promise<Record<string, string> | null>((resolve) => (loaded = resolve));
    thread.on('message', (message: FromThread) => {
      if (message.type === 'ready') return loaded(message.modules);
      if (message.type === 'unavailable') {
        // A build in progress or from another version: the site still works, rendered in the browser,
        // and the build is loaded again on a render after retryMs (a finished release is picked up).
        unavailableUntil = Date.now() + retryMs;
        logger.warn('The server build could not be loaded; visitor pages are rendered in the browser for now', { error: message.error, retryInMs: retryMs });
        loaded(null);
        if (worker === thread) {
          worker = null;
          ready = null;
        }
        void thread.terminate();
        return;
      }
      if (message.type === 'execute') {
        const render = pending.get(message.render);
        if (!render) return;
        render.execute(message.operation).then(
          (result) => thread.postMessage({ type: 'executed', id: message.id, result }),
          (error: unknown) => thread.postMessage({ type: 'executed', id: message.id, error: error instanceof Error ? error.message : String(error) }),
        );
        return;
      }
      const render = pending.get(message.id);
      pending.delete(message.id);
      if (!render) return;
      if (message.type === 'failed') render.reject(new Error(message.error));
      else void whenReady.then((modules) => render.resolve(modules ? { result: message.result, modules } : null));
    });
    const lost = (error: Error) => {
      if (worker !== thread) return;
      worker = null;
      ready = null;
      loaded(null);
      for (const [id, render] of pending) {
        pending.delete(id);
        render.reject(error);
      }
    };
    thread.on('error', (error) => lost(error));
    thread.on('exit', (code) => lost(new Error(`The page rendering thread stopped (exit code ${code})`)));
    return { worker: thread, ready: whenReady };
  }

  return {
    async render(request, execute) {
      if (closed || Date.now() < unavailableUntil) return null;
      active += 1;
      if (idleTimer) {
        clearTimeout(idleTimer);
        idleTimer = null;
      }
      try {
        if (!worker) ({ worker, ready } = start());
        const thread = worker;
        if (!(await ready) || worker !== thread) return null;
        const id = ++nextRender;
        return await new Promise((resolve, reject) => {
          pending.set(id, { execute, resolve, reject });
          thread.postMessage({ type: 'render', id, request });
        });
      } finally {
        active -= 1;
        if (active === 0 && !closed) stopWhenIdle();
      }
    },
    running: () => worker !== null,
    async close() {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}
