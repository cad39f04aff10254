import { Button, Group, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { GuardedModal } from '../shell/GuardedModal.tsx';

/**
 * Asks before a step that cannot be taken back (deleting an item, reverting a change): what it
 * does in a sentence or two, Cancel, and the step itself. Cancel is off while the step runs, so
 * the dialog cannot close on a request still under way.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  busy,
  color = 'red',
  icon = <IconTrash size={16} aria-hidden />,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  /** The way out, named for what it keeps ("Keep It"). */
  cancelLabel?: string;
  onConfirm: () => void;
  busy: boolean;
  color?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title={title} centered radius="md">
      <Stack gap="md">
        {children}
        <DialogActions cancelLabel={cancelLabel} onCancel={onClose} confirmLabel={confirmLabel} onConfirm={onConfirm} busy={busy} color={color} icon={icon} />
      </Stack>
    </GuardedModal>
  );
}

/**
 * The buttons under a dialog: the way out (named for what it keeps) and the step itself, a submit
 * button when the dialog is a form. The way out is off while the step runs, so the dialog cannot
 * close on a request still under way.
 */
export function DialogActions({
  cancelLabel = 'Cancel',
  onCancel,
  confirmLabel,
  onConfirm,
  busy,
  color,
  icon,
}: {
  cancelLabel?: string;
  onCancel: () => void;
  confirmLabel: ReactNode;
  /** Without it the step is the form's submit button. */
  onConfirm?: () => void;
  busy: boolean;
  color?: string;
  icon?: ReactNode;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} color={color} onClick={onConfirm} loading={busy} leftSection={icon}>
        {confirmLabel}
      </Button>
    </Group>
  );
}
