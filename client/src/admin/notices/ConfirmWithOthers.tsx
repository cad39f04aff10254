import { useApolloClient } from '@apollo/client/react';
import { Button, Group, List, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { OthersOnSlotQuery } from '../../gql/graphql.ts';
import { placeholdersIn } from '../../../../shared/followups.ts';
import { NOTICE_MESSAGES, SLOT_MESSAGE_LIMITS, SLOT_OTHERS_PLACEHOLDERS } from '../../../../shared/notices.ts';
import { GuardedModal } from '../shell/GuardedModal.tsx';

/*
 * Confirming a booking on a slot others are on: before it goes, the owner sees who else is on the
 * date and time (pending bookings, holds, second options, their sent quotes) and the message each
 * will get, which they may edit. Confirming withdraws the others' quotes and sends it (the server
 * does both in the confirmation's transaction). With nobody else on the slot, confirming goes at once.
 */

const OthersOnSlotQueryDocument = graphql(`
  query OthersOnSlot($bookingId: ID!) {
    othersOnSlot(bookingId: $bookingId) {
      others {
        clientName
        clientEmail
        holdPosition
        openQuoteStatuses
        description
      }
      defaultSubject
      defaultBody
      placeholders
    }
  }
`);

export interface SlotMessage {
  subject: string;
  body: string;
}

type SlotOthers = OthersOnSlotQuery['othersOnSlot'];

/**
 * Confirming a booking asks first who else is on its slot (fresh each time: a hold may have been
 * placed since). `ask` confirms at once when nobody is; with others, `dialog` shows them and the
 * message they get, and nothing changes until the owner confirms there. The owner's message is kept
 * (`message`) for a confirmation the calendar makes them repeat (Confirm Anyway) until `forget`.
 */
export function useAskAboutOthers(booking: { id: string; clientName: string }) {
  const client = useApolloClient();
  const [slot, setSlot] = useState<SlotOthers | null>(null);
  const [message, setMessage] = useState<SlotMessage | null>(null);
  async function ask(confirm: () => Promise<void>) {
    try {
      const { data } = await client.query({ query: OthersOnSlotQueryDocument, variables: { bookingId: booking.id }, fetchPolicy: 'network-only' });
      if (data!.othersOnSlot.others.length > 0) {
        setSlot(data!.othersOnSlot);
        return;
      }
    } catch {
      // The list is a courtesy: the server tells the others on confirmation whatever happens here.
    }
    await confirm();
  }
  const close = () => setSlot(null);
  const dialog = (confirm: (message: SlotMessage) => Promise<void>, loading: boolean) => (
    <ConfirmWithOthersModal
      slot={slot}
      clientName={booking.clientName}
      onClose={close}
      onConfirm={(written) => {
        setMessage(written);
        close();
        void confirm(written);
      }}
      loading={loading}
    />
  );
  return { ask, close, message, forget: () => setMessage(null), dialog };
}

/** The message's problems, as the server words them (shared/notices.ts). */
function problemsOf(message: SlotMessage): { subject?: string; body?: string } {
  const allowed: readonly string[] = SLOT_OTHERS_PLACEHOLDERS;
  const unknown = (text: string) => placeholdersIn(text).find((name) => !allowed.includes(name));
  const check = (text: string, required: string, tooLong: string, max: number) => {
    if (!text.trim()) return required;
    if (text.trim().length > max) return tooLong;
    const bad = unknown(text);
    return bad === undefined ? undefined : NOTICE_MESSAGES.unknownPlaceholder(bad);
  };
  return {
    subject: check(message.subject, NOTICE_MESSAGES.subjectRequired, NOTICE_MESSAGES.subjectTooLong, SLOT_MESSAGE_LIMITS.subjectMax),
    body: check(message.body, NOTICE_MESSAGES.bodyRequired, NOTICE_MESSAGES.bodyTooLong, SLOT_MESSAGE_LIMITS.bodyMax),
  };
}

function ConfirmWithOthersModal({
  slot,
  clientName,
  onClose,
  onConfirm,
  loading,
}: {
  slot: SlotOthers | null;
  clientName: string;
  onClose(): void;
  onConfirm(message: SlotMessage): void;
  loading: boolean;
}) {
  const [edited, setEdited] = useState<SlotMessage | null>(null);
  const message = edited ?? (slot ? { subject: slot.defaultSubject, body: slot.defaultBody } : { subject: '', body: '' });
  const problems = problemsOf(message);
  const close = () => {
    setEdited(null);
    onClose();
  };
  return (
    <GuardedModal opened={slot !== null} onClose={close} dirty={edited !== null && slot !== null && (edited.subject !== slot.defaultSubject || edited.body !== slot.defaultBody)} title={`Confirm ${clientName}: others are on this slot`} size="lg" centered>
      {slot && (
        <Stack>
          <Text size="sm">Confirming gives {clientName} the date. These clients are on the same date and time:</Text>
          <List size="sm" spacing={4}>
            {slot.others.map((other) => (
              <List.Item key={other.clientEmail}>
                {other.description} · {other.clientEmail}
              </List.Item>
            ))}
          </List>
          <Text size="sm">Their open quotes are withdrawn, their holds released, and each is sent this message (edit it if you like):</Text>
          <TextInput label="Subject" value={message.subject} onChange={(event) => setEdited({ ...message, subject: event.currentTarget.value })} error={problems.subject} />
          <Textarea label="Message" autosize minRows={6} maxRows={14} value={message.body} onChange={(event) => setEdited({ ...message, body: event.currentTarget.value })} error={problems.body} />
          <Text size="xs" c="dimmed">
            Placeholders: {slot.placeholders.map((name) => `{{${name}}}`).join(', ')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep Pending
            </Button>
            <Button color="teal" loading={loading} disabled={Boolean(problems.subject || problems.body)} onClick={() => onConfirm(message)}>
              Confirm and tell them
            </Button>
          </Group>
        </Stack>
      )}
    </GuardedModal>
  );
}
