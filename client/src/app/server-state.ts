import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState } from 'react-router-dom';
import type { SubmittedForm } from '../lib/submitted-form.ts';

/** The id of the JSON block that carries a server-rendered page's data to the browser. */
export const SERVER_STATE_ID = 'venue-state';

/** What the server rendered a page from: Apollo's cache and the router's state. */
export interface ServerState {
  apollo: NormalizedCacheObject;
  router: HydrationState;
  /** The refused form post the page was rendered for, if any (the form shows its values and messages). */
  form?: SubmittedForm;
}

/**
 * A `<script type="application/json">` block (data, never run, so the Content-Security-Policy
 * needs no exception); `<` is escaped so no text in the data can close the element.
 */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
