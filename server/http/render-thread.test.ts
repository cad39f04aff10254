import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createRenderThread, type RenderThread } from './render-thread.ts';
import type { Logger } from '../logger.ts';

/*
 * The render thread's life: started by the first render, stopped once no page has been rendered for
 * a while (its heap, with the whole server build loaded, is given back to a quiet server), started
 * again by the next render, and never stopped during a render. The entry here is a small module
 * with the server build's exports (renderPage, print, SERVER_RENDERED_PAGE_MODULES): a page that
 * asks the server for one GraphQL operation and shows its answer.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-thread-'));
const entryFile = path.join(dir, 'entry-server.js');
fs.writeFileSync(
  entryFile,
  `export const SERVER_RENDERED_PAGE_MODULES = { '/': 'src/home.tsx' };
export const print = (query) => query;
export async function renderPage({ url, execute }) {
  const answer = await execute({ query: '{ siteName }', variables: {} });
  return { kind: 'page', html: '<main>' + answer.data.siteName + ' ' + url + '</main>', head: '', meta: {} };
}
`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const threads: RenderThread[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.close()));
});
function renderThread(idleMs: number) {
  const thread = createRenderThread(entryFile, quiet, { idleMs });
  threads.push(thread);
  return thread;
}
const answer = (siteName: string) => async () => ({ data: { siteName } });

describe('the render thread', () => {
  it('is started by a render, stopped when no page was rendered for its idle time, and started again by the next', async () => {
    const thread = renderThread(200);
    expect(thread.running()).toBe(false);

    const first = await thread.render({ url: 'https://venue.example/' }, answer('Grand Willow Hall'));
    expect(first?.result).toEqual({ kind: 'page', html: '<main>Grand Willow Hall https://venue.example/</main>', head: '', meta: {} });
    expect(first?.modules).toEqual({ '/': 'src/home.tsx' });
    expect(thread.running()).toBe(true);

    await vi.waitFor(() => expect(thread.running()).toBe(false), { timeout: 10_000, interval: 50 });

    const again = await thread.render({ url: 'https://venue.example/faq' }, answer('Grand Willow Hall'));
    expect(again?.result).toMatchObject({ kind: 'page', html: '<main>Grand Willow Hall https://venue.example/faq</main>' });
    expect(thread.running()).toBe(true);
  });

  it('is not stopped during a render that takes longer than its idle time', async () => {
    // Only the idle timer is faked: the thread and its messages are real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const thread = renderThread(200);
      await thread.render({ url: 'https://venue.example/' }, answer('warm'));
      // The page's GraphQL operation is answered only when the test says so.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const asked = vi.fn();
      const slow = thread.render({ url: 'https://venue.example/calendar' }, async () => {
        asked();
        await released;
        return { data: { siteName: 'slow' } };
      });
      await vi.waitFor(() => expect(asked).toHaveBeenCalled(), { timeout: 10_000, interval: 20 });
      vi.advanceTimersByTime(5_000);
      expect(thread.running()).toBe(true);
      release();
      expect((await slow)?.result).toMatchObject({ html: '<main>slow https://venue.example/calendar</main>' });
      expect(thread.running()).toBe(true);
      vi.advanceTimersByTime(199);
      expect(thread.running()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(thread.running()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not stopped while renders keep coming', async () => {
    const thread = renderThread(200);
    const started = Date.now();
    while (Date.now() - started < 1_000) {
      expect((await thread.render({ url: 'https://venue.example/about' }, answer('busy')))?.result.kind).toBe('page');
      expect(thread.running()).toBe(true);
    }
  });

  it('answers without a render while the build cannot be loaded, and loads it again once it can (a release written meanwhile)', async () => {
    const releaseDir = fs.mkdtempSync(path.join(dir, 'release-'));
    const releaseEntry = path.join(releaseDir, 'entry-server.js');
    // Half written: not a module yet.
    fs.writeFileSync(releaseEntry, 'export const SERVER_RENDERED_PAGE_MODULES = {');
    const warned = vi.fn();
    const thread = createRenderThread(releaseEntry, { ...quiet, warn: warned }, { idleMs: 60_000, retryMs: 300 });
    threads.push(thread);
    expect(await thread.render({ url: 'https://venue.example/' }, answer('early'))).toBeNull();
    expect(warned).toHaveBeenCalledTimes(1);
    // Within the retry interval nothing is loaded again.
    expect(await thread.render({ url: 'https://venue.example/' }, answer('early'))).toBeNull();
    expect(warned).toHaveBeenCalledTimes(1);
    fs.copyFileSync(entryFile, releaseEntry);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const page = await thread.render({ url: 'https://venue.example/' }, answer('complete'));
    expect(page?.result).toMatchObject({ kind: 'page', html: '<main>complete https://venue.example/</main>' });
  });

  it('stays stopped once closed', async () => {
    const thread = renderThread(60_000);
    await thread.render({ url: 'https://venue.example/' }, answer('open'));
    await thread.close();
    expect(thread.running()).toBe(false);
    expect(await thread.render({ url: 'https://venue.example/' }, answer('closed'))).toBeNull();
  });
});
