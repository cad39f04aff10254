/**
 * The home page's hero slideshow, as plain DOM code on the markup HeroSlideshow.tsx renders: the
 * published slides cross-fade every 7 s; the dots choose a slide; auto-advance can be paused
 * (WCAG 2.2.2), stops while the hero is hovered or has focus, and is off from the start when the
 * visitor prefers reduced motion. Run by HeroSlideshow.tsx on hydrated pages and by
 * static-page.ts on pages sent without React, so the home page needs no framework code for it.
 *
 * The markup: `[data-slideshow]` holds `img[data-slide]` (the shown one `data-active`, each with
 * its `data-caption`), buttons `[data-slide-dot]` (the shown one `aria-current="true"`), a
 * `[data-slideshow-pause]` button, a `[data-slide-caption]` element, and takes `data-paused`.
 */
export const SLIDE_INTERVAL_MS = 7000;

export function attachSlideshow(root: HTMLElement): () => void {
  const slides = [...root.querySelectorAll<HTMLImageElement>('img[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-slide-dot]')];
  const pause = root.querySelector<HTMLButtonElement>('[data-slideshow-pause]');
  const caption = root.querySelector<HTMLElement>('[data-slide-caption]');
  if (slides.length < 2) return () => {};

  let current = Math.max(0, slides.findIndex((slide) => slide.hasAttribute('data-active')));
  let paused = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let held = false;
  let timer: number | undefined;

  const show = (index: number) => {
    current = (index + slides.length) % slides.length;
    slides.forEach((slide, position) => {
      const active = position === current;
      slide.toggleAttribute('data-active', active);
      slide.alt = active ? (slide.dataset.alt ?? '') : '';
      if (active) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
      // A slide shown for the first time loads now (the rest were left to load lazily).
      if (active) slide.loading = 'eager';
    });
    dots.forEach((dot, position) => {
      if (position === current) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    if (caption) caption.textContent = slides[current]!.dataset.caption ?? '';
    schedule();
  };

  const schedule = () => {
    window.clearTimeout(timer);
    if (!paused && !held) timer = window.setTimeout(() => show(current + 1), SLIDE_INTERVAL_MS);
  };

  const setPaused = (value: boolean) => {
    paused = value;
    root.toggleAttribute('data-paused', paused);
    if (pause) {
      const label = paused ? 'Play slideshow' : 'Pause slideshow';
      pause.setAttribute('aria-label', label);
      pause.title = label;
    }
    // A paused slideshow announces the slide a visitor chooses; a moving one stays quiet.
    caption?.setAttribute('aria-live', paused ? 'polite' : 'off');
    schedule();
  };

  const hold = (value: boolean) => () => {
    held = value;
    schedule();
  };
  const onDot = (event: Event) => show(dots.indexOf(event.currentTarget as HTMLButtonElement));
  const onPause = () => setPaused(!paused);
  const onEnter = hold(true);
  const onLeave = hold(false);

  dots.forEach((dot) => { dot.addEventListener('click', onDot); });
  pause?.addEventListener('click', onPause);
  root.addEventListener('mouseenter', onEnter);
  root.addEventListener('mouseleave', onLeave);
  root.addEventListener('focusin', onEnter);
  root.addEventListener('focusout', onLeave);
  setPaused(paused);

  return () => {
    window.clearTimeout(timer);
    dots.forEach((dot) => { dot.removeEventListener('click', onDot); });
    pause?.removeEventListener('click', onPause);
    root.removeEventListener('mouseenter', onEnter);
    root.removeEventListener('mouseleave', onLeave);
    root.removeEventListener('focusin', onEnter);
    root.removeEventListener('focusout', onLeave);
  };
}
