/**
 * The admin's preview frame, rendered on the server (server/http/server-render.ts): a link within
 * the site that drops ?preview=true (a call to action, a resource link in a page's text) gets it
 * back as it is followed, so the admin stays on the staged site, as the single-page app's
 * `useStickyPreview` keeps them. The navigation's links carry it already.
 */
export function keepPreviewOnLinks(root: Document) {
  root.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || !/^https?:$/.test(url.protocol) || /^\/(admin|auth)(\/|$)/.test(url.pathname)) return;
      if (url.searchParams.get('preview') === 'true') return;
      url.searchParams.set('preview', 'true');
      link.href = url.href;
    },
    { capture: true },
  );
}
