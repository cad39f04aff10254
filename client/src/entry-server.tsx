/**
 * Server rendering of visitor pages (server/http/client.ts loads the build of this module). A page
 * is rendered with the same routes, providers and GraphQL documents as the single-page app: Apollo's
 * prerenderStatic renders until every query the page starts has its data (asked of the server in
 * process, as an anonymous visitor; in the admin's preview frame, as the admin), then the HTML and
 * the document's title and description go back to the server, which puts them into index.html.
 * The page is never hydrated as a whole: its islands (client/src/islands/Island.tsx) are rendered
 * here as roots of their own, with their data as props, and only they are hydrated in the browser.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProviders } from './app/App.tsx';
import { routes } from './app/router.tsx';
import { islandIdPrefix, IslandRendering, type IslandRenderer } from './islands/Island.tsx';
import { IslandRoot } from './islands/IslandRoot.tsx';
import { collectPageStyles } from '../../shared/page-styles.ts';
import { DocumentMetaCollector } from './lib/document-meta.ts';
import { SiteOrigin } from './lib/site-origin.ts';
import { EmbeddedContext } from './public/embedded.ts';
import { SubmissionReceiptContext, SubmittedFormContext } from './lib/submitted-form.ts';
import type { CollectedMeta, RenderRequest, RenderResult } from '../../shared/ssr.ts';

export { SERVER_RENDERED_PAGE_MODULES } from './app/router.tsx';
/** The server renders pages on a thread of their own, which sends each page's GraphQL operations to the main thread as text. */
export { print } from 'graphql';

const handler = createStaticHandler(routes);

export async function renderPage({ url, execute, form, receipt, embedded = false }: RenderRequest): Promise<RenderResult> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { kind: 'skip' };

  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache() });
  const meta: CollectedMeta = {};
  const router = createStaticRouter(handler.dataRoutes, context);
  const search = new URL(url).search;
  const styles = collectPageStyles();
  const islands: IslandRenderer = {
    search,
    render: (name, element) =>
      // Only what the browser has too: the island's props and the query string.
      styles.island(renderToString(<IslandRoot search={search}>{element}</IslandRoot>, { identifierPrefix: islandIdPrefix(name) })),
  };
  const tree = (
    <SiteOrigin.Provider value={new URL(url).origin}>
      <EmbeddedContext.Provider value={embedded}>
        <DocumentMetaCollector.Provider value={meta}>
          <SubmittedFormContext.Provider value={form ?? null}>
            <SubmissionReceiptContext.Provider value={receipt ?? null}>
              <AppProviders client={client}>
                <IslandRendering.Provider value={islands}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </IslandRendering.Provider>
              </AppProviders>
            </SubmissionReceiptContext.Provider>
          </SubmittedFormContext.Provider>
        </DocumentMetaCollector.Provider>
      </EmbeddedContext.Provider>
    </SiteOrigin.Provider>
  );
  const { result } = await prerenderStatic({ tree, renderFunction: renderToString, maxRerenders: 10 });
  client.stop();
  const { html, head } = styles.finish(result);
  return { kind: 'page', html, head, meta };
}
