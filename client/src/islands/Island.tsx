import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import type { IslandName } from './registry.ts';

/*
 * Islands: the interactive parts of a visitor page (FAQ search, gallery, calendar, inquiry form).
 * The server renders the page as HTML that works without JavaScript; only islands load code and
 * hydrate, each in a React root of its own (client/src/islands/hydrate-islands.tsx), so the rest
 * of the page ships none, and no island needs the router or Apollo Client.
 *
 * <Island> renders on the server as `<div data-island="name">` holding the island's own render
 * (its own root, so React's ids match hydration) followed by its props as JSON. In the
 * single-page app (a signed-in admin, a preview) the same component simply renders in place.
 */

/** Given by entry-server.tsx: renders one island to HTML as a root of its own. */
export interface IslandRenderer {
  render(name: IslandName, element: ReactElement): string;
  /** The query string the page is rendered for ('' or '?…'), which hydration starts from. */
  search: string;
}
export const IslandRendering = createContext<IslandRenderer | null>(null);

/** The id prefix of an island's React root, the same on the server and in the browser. */
export const islandIdPrefix = (name: string) => `${name}-`;

/** The JSON of an island's props, safe inside a <script> element. */
export function islandPropsJson(props: object): string {
  return JSON.stringify(props).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function Island<Props extends object>({ name, component: Component, props }: { name: IslandName; component: ComponentType<Props>; props: Props }) {
  const renderer = useContext(IslandRendering);
  if (!renderer) {
    return (
      <div className="island">
        <Component {...props} />
      </div>
    );
  }
  return (
    <>
      <div
        className="island"
        data-island={name}
        data-search={renderer.search}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server rendering, by React
        dangerouslySetInnerHTML={{ __html: renderer.render(name, <Component {...props} />) }}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: islandPropsJson escapes every '<', so the JSON cannot close the script element */}
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: islandPropsJson(props) }} />
    </>
  );
}
