/**
 * The scroll reveal (specification: Home, "scroll-reveal animation with visibility threshold 0.1"):
 * what is on screen when the page appears simply stays; what the first look finds below the screen
 * is set aside (`data-reveal="pending"`, styled in Reveal.module.css) and fades in when 10% of it
 * is scrolled into view. Plain DOM code: Reveal.tsx runs it on hydrated pages, static-page.ts on
 * pages sent without React. Returns the clean-up.
 */
export function revealOnScroll(elements: Iterable<HTMLElement>): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (entry.isIntersecting) {
          delete element.dataset.reveal;
          observer.unobserve(element);
        } else if (entry.boundingClientRect.top > (entry.rootBounds?.bottom ?? window.innerHeight)) {
          element.dataset.reveal = 'pending';
        }
      }
    },
    { threshold: 0.1 },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}
