/*
 * The only script of a visitor page sent without React (client/src/app/router.tsx,
 * PAGES_WITHOUT_CODE): the few behaviours such a page has (scroll reveal, slideshow, phone menu),
 * in plain DOM code shared with the React
 * components that run the same behaviour on hydrated pages. A module script: it runs once the page
 * has been read, and never delays its first paint.
 */
import { closeMenuOnEscapeOrOutside } from './menu.ts';
import { revealOnScroll } from './reveal.ts';
import { attachSlideshow } from './slideshow.ts';

revealOnScroll(document.querySelectorAll<HTMLElement>('[data-reveal-on-scroll]'));
document.querySelectorAll<HTMLElement>('[data-slideshow]').forEach((slideshow) => attachSlideshow(slideshow));
document.querySelectorAll<HTMLDetailsElement>('details[data-site-menu]').forEach((menu) => closeMenuOnEscapeOrOutside(menu));
