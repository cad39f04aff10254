import { Alert, Button, getDefaultZIndex, Group, Modal, Paper, SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { thisRecord } from '../../../../shared/versions.ts';
import { formatDateTime } from '../content-kit/text.ts';

/** The conflict view's layer: above any dialog an edit is made in, stacked ones included. */
const CONFLICT_LAYER = getDefaultZIndex('modal') + 50;

/** One field an editor saves, as the conflict view shows it. */
export interface VersionedFieldSpec<V> {
  key: keyof V & string;
  label: string;
  /** Text can be merged by hand; any other value is kept whole from one side. */
  type?: 'text' | 'value';
  /** How a value reads (default: as it is). */
  format?: (value: V[keyof V]) => string;
}

/** A save refused as stale, with both sides, waiting for the owner. */
export interface ConflictState<V> {
  mine: V;
  theirs: V;
  /** Mine where only I changed, theirs where only they did. */
  merged: V;
  conflicts: (keyof V & string)[];
  version: number;
  /** What a save made from here names: the version saved meanwhile and its values. */
  base: { version: number; values: V; versions?: Record<string, number> };
  savedBy: string | null;
  savedAt: string | null;
}

function text<V>(field: VersionedFieldSpec<V>, value: V[keyof V]): string {
  if (field.format) return field.format(value);
  return value === null || value === undefined ? '' : String(value);
}

interface ConflictProps<V extends object> {
  what: string;
  fields: VersionedFieldSpec<V>[];
  saving: boolean;
  onKeepMine(values: V): void;
  onKeepSaved(): void;
  onClose(): void;
}

/**
 * The one conflict view of the admin (every versioned editor renders it through useVersionedSave):
 * for each field both saves changed, the text saved meanwhile beside the owner's own, which the
 * owner may edit to merge the two; then keep the saved version, or save theirs. Closing it (Esc, ✕)
 * keeps editing: nothing typed is lost.
 */
export function VersionConflictDialog<V extends object>({ conflict, ...props }: ConflictProps<V> & { conflict: ConflictState<V> | null }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    // Above the dialog the edit was made in (a GuardedModal's stack raises its own dialogs' layer).
    <Modal opened={conflict !== null} onClose={props.onClose} title={`${thisRecord(props.what, 'was')} saved meanwhile`} size="xl" fullScreen={phone} radius="lg" centered zIndex={CONFLICT_LAYER}>
      {conflict && <ConflictBody key={conflict.version} conflict={conflict} {...props} />}
    </Modal>
  );
}

function ConflictBody<V extends object>({ what, fields, conflict, saving, onKeepMine, onKeepSaved, onClose }: ConflictProps<V> & { conflict: ConflictState<V> }) {
  const shown = fields.filter((field) => conflict.conflicts.includes(field.key));
  const [choice, setChoice] = useState<Record<string, 'mine' | 'theirs'>>({});
  const [merged, setMerged] = useState<Record<string, string>>(() =>
    Object.fromEntries(shown.filter((field) => field.type !== 'value').map((field) => [field.key, text(field, conflict.mine[field.key])])),
  );
  const who = [conflict.savedBy ? `by ${conflict.savedBy}` : null, conflict.savedAt ? `at ${formatDateTime(conflict.savedAt)}` : null].filter(Boolean).join(' ');

  function resolved(): V {
    const values: Record<string, unknown> = { ...(conflict.merged as Record<string, unknown>) };
    for (const field of shown) {
      if (field.type === 'value') values[field.key] = (choice[field.key] ?? 'mine') === 'mine' ? conflict.mine[field.key] : conflict.theirs[field.key];
      else values[field.key] = merged[field.key] ?? '';
    }
    return values as V;
  }

  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {`${thisRecord(what, 'was')} saved ${who || 'elsewhere'}, in another tab or browser, after you opened it here (it is now version ${conflict.version}). Your changes are not saved yet. Compare the two versions below: keep the saved one, keep yours, or merge them by editing yours, then save.`}
      </Alert>
      {shown.map((field) => {
        const saved = text(field, conflict.theirs[field.key]);
        const mine = text(field, conflict.mine[field.key]);
        return (
          <Stack key={field.key} gap={6} component="section" aria-label={field.label}>
            <Text fw={600}>{field.label}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Paper withBorder radius="md" p="sm" bg="gray.0" role="group" aria-label={`${field.label}: saved meanwhile`}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
                  Saved meanwhile
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} c={saved ? undefined : 'dimmed'} fs={saved ? undefined : 'italic'}>
                  {saved || '(empty)'}
                </Text>
              </Paper>
              {field.type === 'value' ? (
                <Stack gap={6}>
                  <Paper withBorder radius="md" p="sm" role="group" aria-label={`${field.label}: your version`}>
                    <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
                      Your version
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      {mine || '(empty)'}
                    </Text>
                  </Paper>
                  <SegmentedControl
                    aria-label={`Which ${field.label.toLowerCase()} to keep`}
                    value={choice[field.key] ?? 'mine'}
                    onChange={(value) => setChoice({ ...choice, [field.key]: value as 'mine' | 'theirs' })}
                    data={[
                      { value: 'mine', label: 'Keep mine' },
                      { value: 'theirs', label: 'Keep saved' },
                    ]}
                  />
                </Stack>
              ) : (
                <Stack gap={6}>
                  <Textarea
                    label="Your version"
                    aria-label={`${field.label}: your version`}
                    value={merged[field.key] ?? ''}
                    onChange={(event) => setMerged({ ...merged, [field.key]: event.currentTarget.value })}
                    autosize
                    minRows={2}
                    maxRows={10}
                    styles={{ label: { fontSize: 'var(--mantine-font-size-xs)', textTransform: 'uppercase', fontWeight: 700, color: 'var(--mantine-color-dimmed)' } }}
                  />
                  <Group gap="xs">
                    <Button size="compact-sm" variant="light" onClick={() => setMerged({ ...merged, [field.key]: saved })}>
                      Use saved text
                    </Button>
                    <Button size="compact-sm" variant="light" onClick={() => setMerged({ ...merged, [field.key]: `${mine}${mine && saved ? '\n\n' : ''}${saved}` })}>
                      Add saved text to mine
                    </Button>
                    <Button size="compact-sm" variant="subtle" onClick={() => setMerged({ ...merged, [field.key]: mine })}>
                      Back to mine
                    </Button>
                  </Group>
                </Stack>
              )}
            </SimpleGrid>
          </Stack>
        );
      })}
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Button variant="subtle" onClick={onClose} disabled={saving}>
          Keep Editing
        </Button>
        <Button variant="default" onClick={onKeepSaved} disabled={saving}>
          Use the Saved Version
        </Button>
        <Button onClick={() => onKeepMine(resolved())} loading={saving}>
          Save My Version
        </Button>
      </Group>
    </Stack>
  );
}
