import { Alert, Badge, Button, getDefaultZIndex, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { RECORD_KINDS, RECORD_KIND_INFO, sameVersionValue, versionValueText, type RecordKind } from '../../../../shared/versions.ts';
import { formatDateTime } from '../content-kit/text.ts';
import { orderOver, staleVersionOf, type StaleVersion } from './stale-version.ts';

/** Above the dialog the change was asked for in (a delete's confirmation). */
const STALE_LAYER = getDefaultZIndex('modal') + 50;

/** What a change without text to merge does, as the notice words it. */
export type StaleChangeKind = 'switch' | 'delete' | 'reorder' | 'change';
const NOT_DONE: Record<StaleChangeKind, string> = { switch: 'switched', delete: 'deleted', reorder: 'moved', change: 'changed' };

export interface StaleChangeRequest {
  kind: StaleChangeKind;
  /** The button that applies the change again, on the newer version: "Delete FAQ", "Hide it", "Save this order". */
  againLabel: string;
  /** The record's values as the owner was shown them (to mark what changed meanwhile). */
  shown?: Record<string, unknown>;
  /** Applies the change naming the version shown; throws what the mutation throws. */
  first(): Promise<void>;
  /** Applies it again on the version saved meanwhile (a reorder reads the list's versions afresh). */
  again(stale: StaleVersion): Promise<void>;
  /** Reads the newer record into the screen, so what it shows is what "again" will change. */
  refresh?(): Promise<unknown>;
}

/**
 * A switch, delete or change (an inquiry's status) of one record: sent on the version the screen
 * shows, and again on the version saved meanwhile when the owner chooses to.
 */
export function recordChange(
  kind: Exclude<StaleChangeKind, 'reorder'>,
  againLabel: string,
  shown: { version: number },
  send: (version: number) => Promise<unknown>,
  refresh?: () => Promise<unknown>,
): StaleChangeRequest {
  return {
    kind,
    againLabel,
    shown: { ...shown },
    first: async () => void (await send(shown.version)),
    again: async ({ currentVersion }) => void (await send(currentVersion)),
    refresh,
  };
}

/**
 * A reorder of a list: the owner's order sent with each item's version as the list showed it, and
 * again over the list as saved now (read afresh) when the owner chooses to.
 */
export function listReorder(
  ids: readonly string[],
  shown: readonly { id: string; version: number }[],
  send: (input: { ids: string[]; versions: number[] }) => Promise<unknown>,
  reread: () => Promise<readonly { id: string; version: number }[]>,
  refresh?: () => Promise<unknown>,
): StaleChangeRequest {
  return {
    kind: 'reorder',
    againLabel: 'Save My Order',
    first: async () => void (await send(orderOver(ids, shown))),
    again: async () => void (await send(orderOver(ids, await reread()))),
    refresh,
  };
}

interface Asking {
  request: StaleChangeRequest;
  stale: StaleVersion;
  resolve(applied: boolean): void;
  reject(error: unknown): void;
}

/** The record kind a refusal names (FAQ, GALLERY_IMAGE), or null for a kind this client does not know. */
function kindOf(stale: StaleVersion): RecordKind | null {
  const kind = stale.kind.toLowerCase();
  return (RECORD_KINDS as readonly string[]).includes(kind) ? (kind as RecordKind) : null;
}

/** How the notice names the record: its question, title or page name as saved now. */
function nameOf(current: Record<string, unknown>): string | null {
  const name = current.question ?? current.title ?? current.pageName;
  return typeof name === 'string' && name ? name : null;
}

/**
 * A switch, delete or reorder applied at once has no text to merge: when the record was saved
 * since the owner was shown it (in another tab or by someone else), the server refuses it and
 * nothing happens. This says so, names what changed and shows the record as saved now, then lets
 * the owner apply the change again on that newer version or leave it. One home for that notice:
 * every such change in the admin goes through `apply` and renders `view`.
 *
 * `apply` resolves true when the change was applied (at first or again), false when the owner
 * left it; any other refusal is thrown as the mutation threw it.
 */
export function useStaleChange(): { apply(request: StaleChangeRequest): Promise<boolean>; view: ReactNode } {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const waiting = useRef<Asking | null>(null);

  const ask = useCallback(async (request: StaleChangeRequest, error: unknown): Promise<boolean> => {
    const stale = staleVersionOf(error);
    if (!stale) throw error;
    await request.refresh?.();
    return await new Promise<boolean>((resolve, reject) => {
      const next = { request, stale, resolve, reject };
      waiting.current = next;
      setAsking(next);
    });
  }, []);

  const apply = useCallback(
    async (request: StaleChangeRequest) => {
      try {
        await request.first();
        return true;
      } catch (error) {
        return await ask(request, error);
      }
    },
    [ask],
  );

  function close(applied: boolean) {
    const current = waiting.current;
    waiting.current = null;
    setAsking(null);
    current?.resolve(applied);
  }

  async function applyAgain() {
    const current = waiting.current;
    if (!current) return;
    setBusy(true);
    try {
      await current.request.again(current.stale);
      close(true);
    } catch (error) {
      waiting.current = null;
      setAsking(null);
      // Saved yet again meanwhile: the notice shows the newest version.
      ask(current.request, error).then(current.resolve, current.reject);
    } finally {
      setBusy(false);
    }
  }

  const view = (
    <Modal opened={asking !== null} onClose={() => close(false)} title="Changed since you opened it" radius="lg" centered zIndex={STALE_LAYER} size="lg">
      {asking && <StaleChangeBody asking={asking} busy={busy} onAgain={() => void applyAgain()} onLeave={() => close(false)} />}
    </Modal>
  );
  return { apply, view };
}

function StaleChangeBody({ asking, busy, onAgain, onLeave }: { asking: Asking; busy: boolean; onAgain(): void; onLeave(): void }) {
  const { request, stale } = asking;
  const kind = kindOf(stale);
  const label = kind ? RECORD_KIND_INFO[kind].label : 'item';
  const name = nameOf(stale.current);
  const who = [stale.savedBy ? `by ${stale.savedBy}` : null, stale.savedAt ? `at ${formatDateTime(stale.savedAt)}` : null].filter(Boolean).join(' ');
  const fields = kind ? Object.entries(RECORD_KIND_INFO[kind].fields).filter(([field]) => field in stale.current) : [];
  const changed = (field: string) => request.shown !== undefined && field in request.shown && !sameVersionValue(request.shown[field], stale.current[field]);
  const changedLabels = fields.filter(([field]) => changed(field)).map(([, fieldLabel]) => fieldLabel.toLowerCase());
  const subject = request.kind === 'reorder' ? `The list changed: this ${label}${name ? ` (“${name}”)` : ''}` : `This ${label}${name ? ` (“${name}”)` : ''}`;
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        {`${subject} was saved ${who || 'elsewhere'}, in another tab or browser, after you opened it here${changedLabels.length ? ` (${changedLabels.join(', ')} changed)` : ''}. Nothing was ${NOT_DONE[request.kind]}. Here it is as saved now.`}
      </Alert>
      {fields.length > 0 && (
        <Paper withBorder radius="md" p="sm" role="group" aria-label="As saved now">
          <Stack gap="sm">
            {fields.map(([field, fieldLabel]) => (
              <Stack key={field} gap={2}>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {fieldLabel}
                  </Text>
                  {changed(field) && (
                    <Badge size="xs" color="yellow" variant="light">
                      Changed
                    </Badge>
                  )}
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {versionValueText(field, stale.current[field]) ?? '—'}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onLeave} disabled={busy}>
          Leave It
        </Button>
        <Button color={request.kind === 'delete' ? 'red' : undefined} onClick={onAgain} loading={busy}>
          {request.againLabel}
        </Button>
      </Group>
    </Stack>
  );
}
