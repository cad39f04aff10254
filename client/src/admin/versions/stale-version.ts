import type { GraphQLFormattedError } from 'graphql';
import { STALE_VERSION, sameVersionValue } from '../../../../shared/versions.ts';

/** What the server says when a save named an older version than the record's (shared/versions.ts). */
export interface StaleVersion {
  /** The kind of record refused, as the API names it (FOOTER, SOCIAL_LINKS). */
  kind: string;
  currentVersion: number;
  /** The record's values now, as the API reads them. */
  current: Record<string, unknown>;
  savedBy: string | null;
  savedAt: string | null;
}

/** The stale-version refusal carried by an error, or null for any other error. */
export function staleVersionOf(error: unknown): StaleVersion | null {
  if (!error || typeof error !== 'object' || !('errors' in error)) return null;
  const errors = (error as { errors: unknown }).errors;
  const first = Array.isArray(errors) ? (errors[0] as GraphQLFormattedError | undefined) : undefined;
  const extensions = first?.extensions;
  if (extensions?.code !== 'CONFLICT' || extensions.reason !== STALE_VERSION) return null;
  return {
    kind: String(extensions.kind ?? ''),
    currentVersion: Number(extensions.currentVersion),
    current: (extensions.current as Record<string, unknown> | undefined) ?? {},
    savedBy: typeof extensions.savedBy === 'string' ? extensions.savedBy : null,
    savedAt: typeof extensions.savedAt === 'string' ? extensions.savedAt : null,
  };
}

export interface ThreeWay<V> {
  /** Mine where I changed a field, theirs everywhere else. */
  merged: V;
  /** Fields both sides changed, to different values: the owner decides. */
  conflicts: (keyof V & string)[];
  /** Fields only the other save changed (taken into `merged`). */
  theirsOnly: (keyof V & string)[];
}

/**
 * A three-way merge of an editor's values: `base` (what the editor started from), `mine` (the form)
 * and `theirs` (what was saved meanwhile), over the fields the editor saves.
 */
export function threeWay<V extends object>(fields: readonly (keyof V & string)[], base: V, mine: V, theirs: V): ThreeWay<V> {
  const merged = { ...mine };
  const conflicts: (keyof V & string)[] = [];
  const theirsOnly: (keyof V & string)[] = [];
  for (const field of fields) {
    const iChanged = !sameVersionValue(mine[field], base[field]);
    const theyChanged = !sameVersionValue(theirs[field], base[field]);
    if (!theyChanged) continue;
    if (!iChanged) {
      merged[field] = theirs[field];
      theirsOnly.push(field);
    } else if (!sameVersionValue(mine[field], theirs[field])) {
      conflicts.push(field);
    }
  }
  return { merged, conflicts, theirsOnly };
}

/**
 * A reorder's input: the order the owner made, over the list as saved now (items gone are
 * dropped, items added meanwhile keep their place after the rest), with each item's version as
 * the list shows it, so the server refuses it when the list has changed since.
 */
export function orderOver(ids: readonly string[], list: readonly { id: string; version: number }[]): { ids: string[]; versions: number[] } {
  const known = ids.filter((id) => list.some((item) => item.id === id));
  const order = [...known, ...list.map((item) => item.id).filter((id) => !known.includes(id))];
  return { ids: order, versions: order.map((id) => list.find((item) => item.id === id)!.version) };
}
