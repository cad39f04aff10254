import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultQuery } from './default-query.ts';

/*
 * The developers' GraphQL explorer at /graphql: GraphiQL bundled into the site (no CDN), queries
 * and mutations over HTTP with the session cookie, subscriptions over graphql-ws on the same path.
 */
const url = `${location.origin}/graphql`;
const fetcher = createGraphiQLFetcher({
  url,
  // Apollo's CSRF prevention needs this header on GET-able requests; POST JSON passes anyway.
  headers: { 'apollo-require-preflight': 'true' },
  // A subscription URL (not a ready-made client): @graphiql/toolkit then opens each subscription's
  // socket with the Headers tab as graphql-ws connectionParams (getWsFetcher in
  // @graphiql/toolkit/dist/esm/create-fetcher/lib.js), so {"Authorization": "Bearer vat_..."}
  // authenticates subscriptions as it does queries; without it the socket uses the session cookie.
  subscriptionUrl: url.replace(/^http/, 'ws'),
});


createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
