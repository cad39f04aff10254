/*
 * GraphQL enum values are the stored values in capitals (`pending` ↔ PENDING). This builds the
 * value-by-value table that codegen's `enumValues` and graphql-js's enum resolvers read
 * (server/graphql/enum-values.ts), so no resolver or screen converts case by hand. Imports neither side.
 */

/** The GraphQL name of a stored value: its capitals, with a dash read as an underscore. */
export type EnumName<V extends string> = Uppercase<V extends `${infer A}-${infer B}` ? `${A}_${EnumName<B>}` : V>;

/** `['pending', 'outbox-only']` → `{ PENDING: 'pending', OUTBOX_ONLY: 'outbox-only' }`. */
export function enumValuesOf<const T extends readonly string[]>(stored: T): { readonly [V in T[number] as EnumName<V>]: V } {
  return Object.fromEntries(stored.map((value) => [value.toUpperCase().replaceAll('-', '_'), value])) as never;
}
