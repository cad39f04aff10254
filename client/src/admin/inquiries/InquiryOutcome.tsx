import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowBackUp, IconThumbDown } from '@tabler/icons-react';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { InquiryLostReason, InquiryStage } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { failure } from '../bookings/booking-ui.tsx';
import { enumValuesOf } from '../../../../shared/enums.ts';
import { INQUIRY_LOST_REASON_LABELS, INQUIRY_LOST_REASONS, INQUIRY_STAGE_LABELS, INQUIRY_STAGES, LOST_NOTE_MAX, PICKABLE_LOST_REASONS } from '../../../../shared/inquiry-outcome.ts';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { recordChange, useStaleChange } from '../versions/useStaleChange.tsx';
import { useRefreshInquiries } from './inquiry-view.ts';

const InquiryOutcomeFragment = graphql(`
  fragment InquiryOutcome_inquiry on Inquiry {
    id
    stage
    outcome
    lostReason
    lostNote
    lostAt
    version
  }
`);

const MarkInquiryLostMutation = graphql(`
  mutation MarkInquiryLost($input: MarkInquiryLostInput!) {
    markInquiryLost(input: $input) {
      inquiry {
        id
        ...InquiryOutcome_inquiry
      }
    }
  }
`);

const ReopenInquiryMutation = graphql(`
  mutation ReopenInquiry($input: ReopenInquiryInput!) {
    reopenInquiry(input: $input) {
      inquiry {
        id
        ...InquiryOutcome_inquiry
      }
    }
  }
`);

// GraphQL's names of the stored values (CHOSE_ANOTHER_VENUE ↔ chose_another_venue), for the labels.
const REASON_VALUES = enumValuesOf(INQUIRY_LOST_REASONS);
const STAGE_VALUES = enumValuesOf(INQUIRY_STAGES);
const reasonLabel = (reason: InquiryLostReason) => INQUIRY_LOST_REASON_LABELS[REASON_VALUES[reason]];
export const stageLabel = (stage: InquiryStage) => INQUIRY_STAGE_LABELS[STAGE_VALUES[stage]];
const STAGE_COLORS: Record<InquiryStage, string> = { NEW: 'gray', HELD: 'violet', BOOKING_PENDING: 'yellow', QUOTE_SENT: 'blue', WON: 'green', LOST: 'red' };
const REASON_OPTIONS = PICKABLE_LOST_REASONS.map((reason) => ({ value: reason.toUpperCase(), label: INQUIRY_LOST_REASON_LABELS[reason] }));

/** Where the inquiry stands in the pipeline ("Sales: Quote sent"), and why it was lost. */
export function InquiryStageLine({ inquiry: ref }: { inquiry: FragmentType<typeof InquiryOutcomeFragment> }) {
  const inquiry = getFragmentData(InquiryOutcomeFragment, ref);
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        Sales:
      </Text>
      <Badge color={STAGE_COLORS[inquiry.stage]} variant="light">
        {stageLabel(inquiry.stage)}
      </Badge>
      {inquiry.lostReason && (
        <Text size="sm">
          {reasonLabel(inquiry.lostReason)}
          {inquiry.lostNote ? `: ${inquiry.lostNote}` : ''}
        </Text>
      )}
    </Group>
  );
}

/** "Mark as lost" (with the reason the owner picks) on an open inquiry; "Not lost" on one the owner marked lost. */
export function InquiryOutcomeButton({ inquiry: ref, name }: { inquiry: FragmentType<typeof InquiryOutcomeFragment>; name: string }) {
  const inquiry = getFragmentData(InquiryOutcomeFragment, ref);
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [markLost, { loading: marking }] = useMutation(MarkInquiryLostMutation);
  const [reopen, { loading: reopening }] = useMutation(ReopenInquiryMutation);
  // Both are sent on the version the card shows; an inquiry changed meanwhile is shown, to leave or redo.
  const stale = useStaleChange();
  const refreshInquiries = useRefreshInquiries();

  if (inquiry.outcome === 'WON') return null;
  // Marked lost by the owner: they may take it back. Lost by a cancelled booking: nothing to undo here.
  if (inquiry.outcome === 'LOST') {
    if (!inquiry.lostAt) return null;
    return (
      <>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          loading={reopening}
          onClick={async () => {
            try {
              const send = (version: number) => reopen({ variables: { input: { id: inquiry.id, version } } });
              const applied = await stale.apply(recordChange('change', 'Reopen It', { version: inquiry.version }, send, refreshInquiries));
              if (applied) notify.success('The inquiry is open again.');
            } catch (error) {
              notify.error(failure('Failed to reopen the inquiry', errorMessage(error)));
            }
          }}
        >
          Not lost
        </Button>
        {stale.view}
      </>
    );
  }

  // Each opening starts empty.
  function close() {
    setOpened(false);
    setReason(null);
    setNote('');
  }

  async function save() {
    if (!reason) return;
    try {
      const input = { id: inquiry.id, reason: reason as InquiryLostReason, note: note.trim() || null };
      const send = (version: number) => markLost({ variables: { input: { ...input, version } } });
      const applied = await stale.apply(recordChange('change', 'Mark as Lost', { version: inquiry.version }, send, refreshInquiries));
      if (!applied) return;
      notify.success(`Inquiry marked as lost: ${reasonLabel(reason as InquiryLostReason).toLowerCase()}.`);
      close();
    } catch (error) {
      notify.error(failure('Failed to mark the inquiry lost', errorMessage(error)));
    }
  }

  return (
    <>
      <Button size="xs" variant="subtle" color="red" leftSection={<IconThumbDown size={14} aria-hidden />} onClick={() => setOpened(true)}>
        Mark as lost
      </Button>
      <GuardedModal opened={opened} onClose={close} dirty={reason !== null || note.trim() !== ''} title={`Mark ${name}'s inquiry as lost`} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              A lost inquiry counts against conversion in Reports. You can take it back later.
            </Text>
            <Select label="Why was it lost?" placeholder="Choose a reason" data={REASON_OPTIONS} value={reason} onChange={setReason} required allowDeselect={false} comboboxProps={{ withinPortal: true }} />
            <Textarea label="Note (optional)" value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={LOST_NOTE_MAX} autosize minRows={2} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={marking} disabled={!reason}>
                Mark as lost
              </Button>
            </Group>
          </Stack>
        </form>
      </GuardedModal>
      {stale.view}
    </>
  );
}
