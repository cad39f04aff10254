import { Button, Group, Modal, Stack, Text, type ModalProps } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { DialogUnsavedContext } from './unsaved-changes.tsx';

/*
 * Every admin dialog with inputs is a GuardedModal: closing it with Esc, ✕ or a click outside while
 * something typed in it is not saved asks first ("Discard your changes?"), and Keep Editing leaves
 * every field as it was. A dialog knows of unsaved input two ways: its own `dirty` (a small form
 * that keeps its state itself) and any editor inside that says so with useUnsavedChanges (the
 * quote editor), so an editor never has to know which dialog it is shown in.
 *
 * Closing after a save, or with the dialog's own Cancel button, is the caller's `onClose` called
 * directly: only the ways out that could lose typing by accident ask.
 */

export const DISCARD_MESSAGES = {
  title: 'Discard your changes?',
  body: 'You have typed something in this dialog that is not saved yet. If you close it now, it is lost.',
  keep: 'Keep Editing',
  discard: 'Discard Changes',
} as const;

export function GuardedModal({ dirty = false, onClose, children, ...props }: ModalProps & { dirty?: boolean }) {
  const inner = useRef(new Set<string>());
  const [asking, setAsking] = useState(false);
  const report = useCallback((key: string, value: boolean) => {
    if (value) inner.current.add(key);
    else inner.current.delete(key);
  }, []);

  function requestClose() {
    if (dirty || inner.current.size > 0) setAsking(true);
    else onClose();
  }

  return (
    // One stack: the Esc that asks is not also taken as closing the question (Mantine marks it handled).
    <Modal.Stack>
      <Modal {...props} closeButtonProps={{ 'aria-label': 'Close', ...props.closeButtonProps }} stackId="editor" onClose={requestClose}>
        <DialogUnsavedContext.Provider value={report}>{children}</DialogUnsavedContext.Provider>
      </Modal>
      <Modal opened={props.opened && asking} onClose={() => setAsking(false)} stackId="discard" title={DISCARD_MESSAGES.title} centered radius="lg" size="sm">
        <Stack>
          <Text size="sm">{DISCARD_MESSAGES.body}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
              {DISCARD_MESSAGES.keep}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setAsking(false);
                inner.current.clear();
                onClose();
              }}
            >
              {DISCARD_MESSAGES.discard}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Modal.Stack>
  );
}
