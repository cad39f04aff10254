/*
 * Loads a server-rendered page's code once the page has been painted (server/http/server-render.ts
 * puts this script where Vite's module script was, with the entry's address in data-entry). The
 * page is readable without its code, so on a slow network the first paint, the fonts and the hero
 * image get the bandwidth before 200 kB of JavaScript does; the code then hydrates the page
 * (client/src/main.tsx). "Painted" is the browser's own first contentful paint; a hidden tab paints
 * nothing and loads at once, and a browser that does not report paints loads after a moment.
 */
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  var load = function () {
    if (started) return;
    started = true;
    import(entry);
  };
  var reportsPaint = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (document.visibilityState === 'hidden' || !reportsPaint) return load();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', load, { once: true }); // hidden before it painted
  setTimeout(load, 3000); // in case no contentful paint is ever reported
})();
