/*
 * The only script of a server-rendered visitor page. The page's own behaviours (scroll reveal,
 * slideshow, phone menu) are plain DOM code, shared with the React components that run the same
 * behaviour in the single-page app. A page with islands (client/src/islands/Island.tsx) then loads
 * React and each island's code, and hydrates those parts alone. A module script: it runs once the
 * page has been read, and never delays its first paint.
 */
import { closeMenuOnEscapeOrOutside } from './menu.ts';
import { logNotFound } from './not-found.ts';
import { revealOnScroll } from './reveal.ts';
import { attachSlideshow } from './slideshow.ts';

revealOnScroll(document.querySelectorAll<HTMLElement>('[data-reveal-on-scroll]'));
document.querySelectorAll<HTMLElement>('[data-slideshow]').forEach((slideshow) => attachSlideshow(slideshow));
document.querySelectorAll<HTMLDetailsElement>('details[data-site-menu]').forEach((menu) => closeMenuOnEscapeOrOutside(menu));
// The 404 page (one rendering shared by every unknown address) logs the address it was asked for.
if (document.querySelector('[data-not-found]')) logNotFound(window.location.pathname);

// The islands' code (React DOM and each island) is asked for once the page has been painted, so it
// never delays the first paint; their forms and links work natively until it has run.
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
if (islands.length > 0) {
  // The second frame's callback runs once the first frame (the page) has been presented.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => void import('./hydrate-islands.tsx').then(({ hydrateIslands }) => hydrateIslands(islands))),
  );
}
