/**
 * The styles Mantine renders beside components (responsive style props such as `py={{ base, md }}`,
 * SimpleGrid and Grid columns) gathered into one `<style>` for the page's head: HTML allows
 * `<style>` in the head only, and the Nu checker refuses every one in the body.
 *
 * Outside islands the page is never hydrated, so any `<style>` may move. Inside an island only the
 * hoistable kind may: islands render with `deduplicateInlineStyles` (client/src/islands/IslandRoot.tsx),
 * so their responsive props become `<style href precedence>`, which React never hydrates in place but
 * looks up in the document by `data-href` (and later ones go after it in the head). An island must
 * not render any other `<style>` (its hydration would not match): islands lay out columns with
 * client/src/public/components/Columns.tsx instead of SimpleGrid/Grid.
 */

const ANY_STYLE = /<style\b[^>]*>[\s\S]*?<\/style>/g;
const HOISTABLE_STYLE = /<style data-precedence="[^"]*" data-href="([^"]*)">([\s\S]*?)<\/style>/g;
/** What the island renderer leaves in the page's HTML where an island's own HTML goes. */
const ISLAND_MARK = /<!--venue-island:(\d+)-->/g;

export interface PageStyles {
  /** Reserves a place for an island's HTML (already rendered) in the page; returns the mark to render. */
  island(html: string): string;
  /** The page's HTML with the islands in place and no `<style>` in it, and the head's `<style>` elements. */
  finish(pageHtml: string): { html: string; head: string };
}

export function collectPageStyles(): PageStyles {
  const islands: string[] = [];
  return {
    island(html) {
      islands.push(html);
      return `<!--venue-island:${islands.length - 1}-->`;
    },
    finish(pageHtml) {
      const inline: string[] = [];
      const names = new Set<string>();
      const hoistable: string[] = [];
      const outside = pageHtml.replace(ANY_STYLE, (style) => {
        inline.push(style.replace(/^<style\b[^>]*>|<\/style>$/g, ''));
        return '';
      });
      const html = outside.replace(ISLAND_MARK, (_mark, index: string) =>
        (islands[Number(index)] ?? '').replace(HOISTABLE_STYLE, (_style, hrefs: string, css: string) => {
          // React groups an island's hoistable styles into one element, their names in data-href.
          const group = hrefs.split(' ');
          if (!group.every((name) => names.has(name))) {
            for (const name of group) names.add(name);
            hoistable.push(css);
          }
          return '';
        }),
      );
      // The hoistable ones last: styles an island adds later go after them (React inserts a
      // precedence's new styles after its last one), so nothing the page has arrives after them.
      const head =
        (inline.length > 0 ? `<style>${inline.join('')}</style>` : '') +
        (hoistable.length > 0 ? `<style data-precedence="mantine" data-href="${[...names].join(' ')}">${hoistable.join('')}</style>` : '');
      return { html, head };
    },
  };
}
