import { useState } from 'react';
import { sameVersionValue } from '../../../../shared/versions.ts';
import type { VersionedBase } from './useVersionedSave.tsx';

const sameValues = <V extends object>(a: V, b: V) =>
  Object.keys({ ...a, ...b }).every((key) => sameVersionValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));

/**
 * An open editor's state: the base it saves against (the record's version and values when editing
 * started, or after a save or a kept saved version) and the owner's draft. While the draft is
 * untouched the editor follows the record as the screen reads it live (`current`): a save made in
 * another tab shows at once, and the editor never starts from old text. Once touched, the base stays
 * until saved, so a save made meanwhile is caught as stale and shown beside the draft.
 */
export function useVersionedDraft<V extends object>(
  current: VersionedBase<V> | null,
  /** A form that is always open (not behind an Edit button) starts as soon as the record is read. */
  { alwaysOpen = false }: { alwaysOpen?: boolean } = {},
) {
  const [base, setBase] = useState<VersionedBase<V> | null>(null);
  const [draft, setDraft] = useState<V | null>(null);
  const dirty = base !== null && draft !== null && !sameValues(draft, base.values);
  const newer = current !== null && ((base === null && alwaysOpen) || (base !== null && current.version > base.version && !dirty));
  // Adjusted while rendering (React's way for state that follows props): no frame shows the old text.
  if (newer) setBase(current);
  const shownBase = newer ? current : base;
  const values = shownBase ? (dirty ? draft! : shownBase.values) : null;
  return {
    /** What a save names: null while not editing. */
    base: shownBase,
    /** The form's values: the draft once touched, the base otherwise. */
    values,
    dirty,
    editing: base !== null,
    /** Opens the editor on this version of the record (or, after a kept saved version, on that one). */
    start(from: VersionedBase<V>) {
      setBase(from);
      setDraft(null);
    },
    /** Closes the editor (an always-open form goes back to the record as read). */
    stop() {
      setBase(alwaysOpen ? current : null);
      setDraft(null);
    },
    set<K extends keyof V>(key: K, value: V[K]) {
      if (values) setDraft({ ...values, [key]: value });
    },
    /** The whole form at once (for field groups that hand back every value). */
    setAll(next: V) {
      if (values) setDraft(next);
    },
  };
}
