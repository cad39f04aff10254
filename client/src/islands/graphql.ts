import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/*
 * GraphQL for islands: the generated typed documents over a plain fetch, with a small cache of
 * answers. Islands get the data they are rendered with as props; they ask the server only for what
 * changes after that (another calendar month, a form sent). Apollo Client stays with the admin.
 */

/** The server's refusal: its errors as GraphQL sends them (message, extensions.code, extensions.field). */
export class GraphQLResponseError extends Error {
  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(errors[0]?.message ?? 'GraphQL error');
    this.name = 'GraphQLResponseError';
  }
}

const printed = new WeakMap<object, string>();
/**
 * The document as text. graphql's printer (4 kB gzip) is loaded with the first request, not with
 * the page: most visitors never make one (an island renders from its props).
 */
async function queryText(document: TypedDocumentNode<unknown, never>): Promise<string> {
  let text = printed.get(document);
  if (text === undefined) {
    const { print } = await import('graphql/language/printer');
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

function operationName(document: TypedDocumentNode<unknown, never>): string | undefined {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
  return definition && 'name' in definition ? definition.name?.value : undefined;
}

/** Runs one operation at /graphql. A network failure rejects with TypeError; a refusal with GraphQLResponseError. */
export async function request<Result, Variables>(document: TypedDocumentNode<Result, Variables>, variables: Variables): Promise<Result> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: await queryText(document as TypedDocumentNode<unknown, never>), operationName: operationName(document as TypedDocumentNode<unknown, never>), variables }),
  });
  let body: { data?: Result | null; errors?: GraphQLFormattedError[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new GraphQLResponseError([{ message: `The server answered ${response.status}.`, extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
  }
  if (body.errors?.length) throw new GraphQLResponseError(body.errors);
  if (!body.data) throw new GraphQLResponseError([{ message: 'The server sent no data.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
  return body.data;
}

interface Entry {
  data?: unknown;
  error?: unknown;
  promise?: Promise<void>;
}

/** Answers by operation and variables, shared by every island of the page. */
const cache = new Map<string, Entry>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => { listener(); });
const keyOf = (document: TypedDocumentNode<unknown, never>, variables: unknown) => `${operationName(document)}:${JSON.stringify(variables)}`;

/** Puts an answer the island was rendered with into the cache, so it is not asked for again. */
export function seed<Result, Variables>(document: TypedDocumentNode<Result, Variables>, variables: Variables, data: Result) {
  const key = keyOf(document as TypedDocumentNode<unknown, never>, variables);
  if (!cache.get(key)?.data) cache.set(key, { data });
}

function load(key: string, run: () => Promise<unknown>) {
  const entry = cache.get(key) ?? {};
  if (entry.promise || entry.data !== undefined) return;
  entry.error = undefined;
  entry.promise = run().then(
    (data) => {
      cache.set(key, { data });
      changed();
    },
    (error: unknown) => {
      cache.set(key, { error });
      changed();
    },
  );
  cache.set(key, entry);
}

/**
 * Asks the server again for an answer the cache holds (something the visitor just did may have
 * changed it: a request sent for a date); the old answer is shown until the new one is there.
 * Resolves with the new answer, or undefined when it could not be had.
 */
export function refresh<Result, Variables>(document: TypedDocumentNode<Result, Variables>, variables: Variables): Promise<Result | undefined> {
  const key = keyOf(document as TypedDocumentNode<unknown, never>, variables);
  return request(document, variables).then(
    (data) => {
      cache.set(key, { data });
      changed();
      return data;
    },
    // The answer kept still stands; the next visit asks again.
    () => undefined,
  );
}

export interface QueryState<Result> {
  data: Result | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * One query's answer: from the cache (seeded from the island's props, or asked for before), else
 * asked of the server once. `skip` asks nothing. `initial` is the answer the island was rendered
 * with: the server's render and hydration use it, so they match.
 */
export function useQuery<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
  { skip = false, initial }: { skip?: boolean; initial?: Result } = {},
): QueryState<Result> {
  const key = keyOf(document as TypedDocumentNode<unknown, never>, variables);
  const entry = useSyncExternalStore(
    useCallback((listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }, []),
    () => cache.get(key),
    () => undefined,
  );
  useEffect(() => {
    if (skip) return;
    if (initial !== undefined) seed(document, variables, initial);
    else load(key, () => request(document, variables));
    // The key stands for the document and its variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, skip]);
  if (skip) return { data: undefined, loading: false, error: undefined };
  const data = (entry?.data as Result | undefined) ?? initial;
  return { data, loading: data === undefined && !entry?.error, error: entry?.error };
}

/** A mutation: the function that runs it, and whether it is running. */
export function useMutation<Result, Variables>(document: TypedDocumentNode<Result, Variables>) {
  const [loading, setLoading] = useState(false);
  const run = useCallback(
    async (variables: Variables) => {
      setLoading(true);
      try {
        return await request(document, variables);
      } finally {
        setLoading(false);
      }
    },
    [document],
  );
  return [run, { loading }] as const;
}
