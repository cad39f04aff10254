import { lazy, Suspense } from 'react';
import type { ReceiptPanel as ReceiptPanelComponent } from '../components/ReceiptPanel.tsx';
import type { DesiredDateStatus as DesiredDateStatusComponent } from './DesiredDateStatus.tsx';

/* The inquiry form's parts whose code comes on demand, each rendered at once once loaded. */

/*
 * The receipt is a chunk of its own: most visitors of /contact read it and never send the form, and
 * the page's JavaScript stays within its budget. The server renders it at once (its build awaits
 * the module); the browser loads it before hydrating when the server's HTML holds a receipt
 * (loadPartsShownIn, for inquiryIsland), and otherwise as the form is sent.
 */
const loadReceiptPanel = () => import('../components/ReceiptPanel.tsx').then((module) => module.ReceiptPanel);
let loadedReceiptPanel: typeof ReceiptPanelComponent | null = import.meta.env.SSR ? await loadReceiptPanel() : null;
const LazyReceiptPanel = lazy(() => loadReceiptPanel().then((component) => ({ default: component })));
export const ReceiptPanel: typeof ReceiptPanelComponent = (props) => {
  const Panel = loadedReceiptPanel ?? LazyReceiptPanel;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
};

/* A chosen date's status (and the calendar's words for it) likewise, once a date is chosen. */
const loadDesiredDateStatus = () => import('./DesiredDateStatus.tsx').then((module) => module.DesiredDateStatus);
let loadedDesiredDateStatus: typeof DesiredDateStatusComponent | null = import.meta.env.SSR ? await loadDesiredDateStatus() : null;
const LazyDesiredDateStatus = lazy(() => loadDesiredDateStatus().then((component) => ({ default: component })));
export const DesiredDateStatus: typeof DesiredDateStatusComponent = (props) => {
  const Status = loadedDesiredDateStatus ?? LazyDesiredDateStatus;
  return (
    <Suspense fallback={<span>Checking this date...</span>}>
      <Status {...props} />
    </Suspense>
  );
};

/** Loads the parts the server's HTML of the island already shows (a receipt, a date's status), so it hydrates as rendered. */
export async function loadPartsShownIn(island: Element | null): Promise<void> {
  await Promise.all([
    !loadedReceiptPanel && island?.querySelector('[data-receipt]') ? loadReceiptPanel().then((component) => (loadedReceiptPanel = component)) : null,
    !loadedDesiredDateStatus && island?.querySelector('[data-desired-date-status]') ? loadDesiredDateStatus().then((component) => (loadedDesiredDateStatus = component)) : null,
  ]);
}

/** The receipt's code, fetched while an inquiry is on its way. */
export function prefetchReceiptPanel(): void {
  void loadReceiptPanel().then((component) => (loadedReceiptPanel ??= component));
}
