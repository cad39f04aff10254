/*
 * The only script of a server-rendered visitor page. The page's own behaviours (scroll reveal,
 * slideshow, phone menu) are plain DOM code, shared with the React components that run the same
 * behaviour in the single-page app. A page with islands (client/src/islands/Island.tsx) loads React
 * and the islands' code when the visitor first reaches for one, and hydrates those parts alone. A
 * module script: it runs once the page has been read, and never delays its first paint.
 */
import { addFontsAfterIslandCode } from './deferred-fonts.ts';
import { keepPreviewOnLinks } from './keep-preview.ts';
import { closeMenuOnEscapeOrOutside } from './menu.ts';
import { logNotFound } from './not-found.ts';
import { revealOnScroll } from './reveal.ts';
import { attachSlideshow } from './slideshow.ts';

// On a page with islands the web fonts wait for the islands' preloaded code (it needs the bandwidth).
addFontsAfterIslandCode();
revealOnScroll(document.querySelectorAll<HTMLElement>('[data-reveal-on-scroll]'));
document.querySelectorAll<HTMLElement>('[data-slideshow]').forEach((slideshow) => { attachSlideshow(slideshow); });
document.querySelectorAll<HTMLDetailsElement>('details[data-site-menu]').forEach((menu) => { closeMenuOnEscapeOrOutside(menu); });
// The 404 page (one rendering shared by every unknown address) logs the address it was asked for.
if (document.querySelector('[data-not-found]')) logNotFound(window.location.pathname);
// The admin's preview frame (its banner is on the page): links within the site stay in preview.
if (document.querySelector('[data-preview-banner]')) keepPreviewOnLinks(document);

// The islands' code (React DOM and each island) is loaded when the visitor reaches for an island:
// a pointer over it, a touch, a focus or a key inside it. Until then the page is plain HTML whose
// forms and links work natively, and a visitor who only reads never pays for React (phones spend
// hundreds of milliseconds evaluating it). Whatever is typed meanwhile is kept (the islands read
// the fields' current values when they hydrate).
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
// A form sent before its island took it over is the browser's: it posts natively (the island's
// onSubmit lets it go), and the form is marked so the island leaves it alone while the browser
// leaves the page (client/src/islands/hydrate-islands.tsx). Heard after the islands' own handlers:
// a submission an island took over is default-prevented by then.
document.addEventListener('submit', (event) => {
  if (!event.defaultPrevented && event.target instanceof HTMLFormElement) event.target.dataset.sentNatively = 'true';
});
// Back to this page from the back/forward cache: its forms are the visitor's again.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-sent-natively]')) delete form.dataset.sentNatively;
});
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
let hydrating = false;
function hydrate() {
  if (hydrating) return;
  hydrating = true;
  for (const island of islands) for (const type of INTENT_EVENTS) island.removeEventListener(type, hydrate, true);
  void import('./hydrate-islands.tsx').then(({ hydrateIslands }) => hydrateIslands(islands));
}
if (islands.length > 0) {
  for (const island of islands) for (const type of INTENT_EVENTS) island.addEventListener(type, hydrate, { capture: true, passive: true });
  // Already inside an island: a field the browser focused (autofocus, a returning form) or an
  // address whose fragment points into one.
  const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
  if (islands.some((island) => island.contains(document.activeElement) || (target && island.contains(target)))) hydrate();
}
