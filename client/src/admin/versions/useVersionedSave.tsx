import { useCallback, useRef, useState, type ReactNode } from 'react';
import { notify } from '../../lib/notify.ts';
import { staleVersionOf, threeWay, type StaleVersion } from './stale-version.ts';
import { VersionConflictDialog, type ConflictState, type VersionedFieldSpec } from './VersionConflictDialog.tsx';

export type { VersionedFieldSpec } from './VersionConflictDialog.tsx';

/** What an editor started from: the record's version and values when editing began (or last saved). */
export interface VersionedBase<V> {
  version: number;
  values: V;
  /**
   * For an editor that saves several versioned documents at once (the footer with the social
   * links): each one's version, by document. `rebase` keeps them.
   */
  versions?: Record<string, number>;
}

export type SaveOutcome<V> =
  /** Saved (perhaps merged with a save made meanwhile to other fields). */
  | { status: 'saved' }
  /** The owner kept the version saved meanwhile: the editor shows these values, at this version. */
  | { status: 'discarded'; values: V; version: number; base: VersionedBase<V> }
  /** The owner closed the comparison to keep editing; nothing was saved. */
  | { status: 'open' };

/** Retries of a merge that raced yet another save before the owner is asked. */
const AUTO_RETRIES = 3;

/**
 * Saving an editable record without losing anyone's edit (shared/versions.ts). `save` sends the
 * values with the version the editor started from. When the server refuses it as stale, the saved
 * values are compared with the editor's start and the form, field by field:
 * - fields only the other save changed are taken, fields only this editor changed are kept, and
 *   the merge is saved again at once (a Live switch or a status moved meanwhile costs nothing);
 * - when both changed a field differently, the conflict view shows the saved text beside the
 *   owner's, to keep either or merge by hand (`conflictView`, rendered by the editor).
 */
export function useVersionedSave<V extends object>(options: {
  /** How texts name the record: "FAQ", "section", "booking", "quote". */
  what: string;
  fields: VersionedFieldSpec<V>[];
  /** The saved values from the refusal (as the API reads them), as the editor's values. */
  fromApi: (current: Record<string, unknown>) => V;
  /** Sends the save; throws what the mutation throws. */
  save: (values: V, version: number, base: VersionedBase<V>) => Promise<void>;
  /**
   * What the editor now starts from after a stale refusal (default: the refusal's version and
   * values). An editor saving several documents replaces only the refused one's.
   */
  rebase?: (stale: StaleVersion, base: VersionedBase<V>) => VersionedBase<V>;
}): { save(values: V, base: VersionedBase<V>): Promise<SaveOutcome<V>>; conflictView: ReactNode; saving: boolean } {
  const latest = useRef(options);
  latest.current = options;
  const [conflict, setConflict] = useState<ConflictState<V> | null>(null);
  const [saving, setSaving] = useState(false);
  const settle = useRef<{ resolve(outcome: SaveOutcome<V>): void; reject(error: unknown): void } | null>(null);

  const attempt = useCallback(async (values: V, base: VersionedBase<V>, retries: number): Promise<SaveOutcome<V>> => {
    const { fields, fromApi, save, rebase } = latest.current;
    try {
      await save(values, base.version, base);
      return { status: 'saved' };
    } catch (error) {
      const stale = staleVersionOf(error);
      if (!stale) throw error;
      const next = rebase ? rebase(stale, base) : { version: stale.currentVersion, values: fromApi(stale.current) };
      const theirs = next.values;
      const keys = fields.map((field) => field.key);
      const merge = threeWay(keys, base.values, values, theirs);
      if (merge.conflicts.length === 0 && retries > 0) {
        const outcome = await attempt(merge.merged, next, retries - 1);
        if (outcome.status === 'saved' && merge.theirsOnly.length > 0) {
          const labels = fields.filter((field) => merge.theirsOnly.includes(field.key)).map((field) => field.label.toLowerCase());
          notify.info(`Saved. The ${labels.join(', ')} changed meanwhile (${stale.savedBy ? `by ${stale.savedBy}` : 'elsewhere'}) and ${labels.length === 1 ? 'was' : 'were'} kept as saved.`, 'Merged with a save made meanwhile');
        }
        return outcome;
      }
      // Both sides changed the same field (or saves keep racing): the owner decides.
      setSaving(false);
      return await new Promise<SaveOutcome<V>>((resolve, reject) => {
        settle.current = { resolve, reject };
        setConflict({
          mine: values,
          theirs,
          merged: merge.merged,
          conflicts: merge.conflicts.length ? merge.conflicts : keys,
          version: stale.currentVersion,
          base: next,
          savedBy: stale.savedBy,
          savedAt: stale.savedAt,
        });
      });
    }
  }, []);

  const saveVersioned = useCallback(
    async (values: V, base: VersionedBase<V>) => {
      setSaving(true);
      try {
        return await attempt(values, base, AUTO_RETRIES);
      } finally {
        setSaving(false);
      }
    },
    [attempt],
  );

  function finish(outcome: SaveOutcome<V>) {
    const waiting = settle.current;
    settle.current = null;
    setConflict(null);
    waiting?.resolve(outcome);
  }

  /** Saves the owner's resolution; a refusal of it (a field's rule) goes back to the editor's own save. */
  async function keepMine(resolved: V) {
    if (!conflict) return;
    const waiting = settle.current;
    settle.current = null;
    setConflict(null);
    setSaving(true);
    try {
      // The owner has now seen the saved version: it is the base of this save.
      waiting?.resolve(await attempt(resolved, conflict.base, AUTO_RETRIES));
    } catch (error) {
      waiting?.reject(error);
    } finally {
      setSaving(false);
    }
  }

  const conflictView = (
    <VersionConflictDialog
      what={options.what}
      fields={options.fields}
      conflict={conflict}
      saving={saving}
      onKeepMine={(resolved) => void keepMine(resolved)}
      onKeepSaved={() => conflict && finish({ status: 'discarded', values: conflict.theirs, version: conflict.version, base: conflict.base })}
      onClose={() => finish({ status: 'open' })}
    />
  );

  return { save: saveVersioned, conflictView, saving };
}

