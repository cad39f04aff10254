import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';

/*
 * Unsaved edits are never discarded silently. An editor with changes not yet saved says
 * so with useUnsavedChanges(dirty); while any editor does, leaving the screen asks first: another
 * section or page (a router navigation, blocked with useBlocker), a tab inside the screen (the tab
 * asks through confirmLeave), and closing or reloading the browser tab (beforeunload).
 */

interface UnsavedChanges {
  setDirty(key: string, dirty: boolean): void;
  /** Resolves true when nothing is unsaved, or the admin chose to leave without saving. */
  confirmLeave(): Promise<boolean>;
}

const Context = createContext<UnsavedChanges>({ setDirty: () => {}, confirmLeave: async () => true });

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  const [asking, setAsking] = useState<((leave: boolean) => void) | null>(null);

  const setDirty = useCallback((key: string, value: boolean) => {
    if (value) dirty.current.add(key);
    else dirty.current.delete(key);
    setAnyDirty(dirty.current.size > 0);
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current.size > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  const confirmLeave = useCallback(
    () => (dirty.current.size === 0 ? Promise.resolve(true) : new Promise<boolean>((resolve) => setAsking(() => resolve))),
    [],
  );

  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  function answer(leave: boolean) {
    if (leave) {
      dirty.current.clear();
      setAnyDirty(false);
    }
    if (blocker.state === 'blocked') {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
    asking?.(leave);
    setAsking(null);
  }

  const value = useMemo(() => ({ setDirty, confirmLeave }), [setDirty, confirmLeave]);
  return (
    <Context.Provider value={value}>
      {children}
      <Modal opened={blocker.state === 'blocked' || asking !== null} onClose={() => answer(false)} title="Leave without saving?" centered radius="lg">
        <Stack>
          <Text size="sm">You have changes on this screen that are not saved yet. If you leave now, they are lost.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => answer(false)}>
              Stay and Keep Editing
            </Button>
            <Button color="red" onClick={() => answer(true)}>
              Leave Without Saving
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Context.Provider>
  );
}

/**
 * The dialog an editor sits in (GuardedModal), told of the editor's unsaved changes so that closing
 * the dialog (Esc, ✕, a click outside) asks first. Null outside a dialog.
 */
export const DialogUnsavedContext = createContext<((key: string, dirty: boolean) => void) | null>(null);

/**
 * Marks this editor as holding unsaved changes while `dirty` is true (and no longer once it
 * unmounts): leaving the screen asks first, and so does closing the dialog it sits in.
 */
export function useUnsavedChanges(dirty: boolean) {
  const { setDirty } = useContext(Context);
  const dialog = useContext(DialogUnsavedContext);
  const key = useId();
  useEffect(() => {
    setDirty(key, dirty);
    dialog?.(key, dirty);
    return () => {
      setDirty(key, false);
      dialog?.(key, false);
    };
  }, [key, dirty, setDirty, dialog]);
}

/** Asks before a step that would discard unsaved edits (switching a tab inside a screen). */
export function useConfirmLeave() {
  return useContext(Context).confirmLeave;
}
