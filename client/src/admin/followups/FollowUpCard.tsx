import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Group, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { memo, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { getFragmentData, graphql } from '../../gql';
import type { FollowUpCard_TextsFragment, FollowUpsSectionQuery } from '../../gql/graphql';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { FOLLOW_UP_KIND_VALUES, FOLLOW_UP_LIMITS, FOLLOW_UP_MESSAGES, followUpProblem, type FollowUpField } from '../../../../shared/followups.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { useVersionedSave } from '../versions/useVersionedSave.tsx';
import { FOLLOW_UP_FIELDS, formFromApi, formOf, type FormState } from './follow-up-form.ts';
import { FollowUpPreview, PlaceholderButtons, useFollowUpPreview } from './FollowUpParts.tsx';

/** What the owner edits on a follow-up: read by the list, and answered by Save and Reset. */
export const FollowUpTextsFragment = graphql(`
  fragment FollowUpCard_texts on FollowUp {
    kind
    enabled
    subject
    body
    days
    updatedAt
    version
  }
`);

const UPDATE_FOLLOW_UP = graphql(`
  mutation UpdateFollowUp($input: UpdateFollowUpInput!) {
    updateFollowUp(input: $input) {
      followUp {
        ...FollowUpCard_texts
      }
    }
  }
`);

const RESET_FOLLOW_UP = graphql(`
  mutation ResetFollowUp($input: ResetFollowUpInput!) {
    resetFollowUp(input: $input) {
      followUp {
        ...FollowUpCard_texts
      }
    }
  }
`);

type FollowUp = FollowUpsSectionQuery['followUps'][number];

/**
 * One follow-up's form: its switch, texts (placeholders inserted with a click), days where it has
 * them, a live preview, Save and Reset to default, each a save against the version the card shows.
 */
export const FollowUpCard = memo(function FollowUpCard({ followUp }: { followUp: FollowUp }) {
  const kind = FOLLOW_UP_KIND_VALUES[followUp.kind];
  const current = getFragmentData(FollowUpTextsFragment, followUp);
  const [saved, setSaved] = useState<FormState>(() => formOf(current));
  // The version the form started from: a save names it, so a save made meanwhile is never overwritten.
  const [savedVersion, setSavedVersion] = useState(current.version);
  const [form, setForm] = useState<FormState>(saved);
  const [serverError, setServerError] = useState<{ field: string | undefined; message: string } | null>(null);
  const [save] = useMutation(UPDATE_FOLLOW_UP);
  const answered = useRef<FollowUpCard_TextsFragment | null>(null);
  const saveTexts = async (values: FormState, version: number) => {
    const result = await save({ variables: { input: { kind: followUp.kind, ...values, days: followUp.defaultDays === null ? null : values.days, version } } });
    answered.current = getFragmentData(FollowUpTextsFragment, result.data!.updateFollowUp.followUp!);
  };
  const versioned = useVersionedSave<FormState>({ what: 'follow-up', fields: FOLLOW_UP_FIELDS, fromApi: formFromApi, save: saveTexts });
  const saving = versioned.saving;
  const [reset] = useMutation(RESET_FOLLOW_UP);
  // Reset to default is a save too: against the version the card shows, with the same conflict view
  // when the texts were saved meanwhile (keeping theirs, the defaults, or a merge of the two).
  const versionedReset = useVersionedSave<FormState>({
    what: 'follow-up',
    fields: FOLLOW_UP_FIELDS,
    fromApi: formFromApi,
    save: async (values, version) => {
      if (values.subject !== followUp.defaultSubject || values.body !== followUp.defaultBody) return await saveTexts(values, version);
      const result = await reset({ variables: { input: { kind: followUp.kind, version } } });
      answered.current = getFragmentData(FollowUpTextsFragment, result.data!.resetFollowUp.followUp!);
    },
  });
  const resetting = versionedReset.saving;
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  /** The field the owner last typed in; null until then (a placeholder then goes at the end of the message). */
  const lastField = useRef<'subject' | 'body' | null>(null);

  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  useUnsavedChanges(dirty);
  // A newer saved version arrived (another tab): an untouched form shows it and starts from it; a
  // form with unsaved edits keeps them and its start, so its save is caught as stale and compared.
  const incoming = JSON.stringify(formOf(current));
  useEffect(() => {
    if (dirty || current.version <= savedVersion) return;
    setForm(JSON.parse(incoming) as FormState);
    setSaved(JSON.parse(incoming) as FormState);
    setSavedVersion(current.version);
    // Only a new saved version matters here, not every keystroke.
  }, [incoming, current.version]);
  const problem = useMemo(() => followUpProblem(kind, form), [kind, form]);
  const fieldError = (field: FollowUpField) => (problem?.field === field ? problem.message : serverError?.field === field ? serverError.message : undefined);

  const previewData = useFollowUpPreview(followUp.kind, form);

  useEffect(() => setServerError(null), [form]);

  function insertPlaceholder(name: string) {
    const field = lastField.current ?? 'body';
    const element = field === 'subject' ? subjectRef.current : bodyRef.current;
    const token = `{{${name}}}`;
    const value = form[field];
    const start = lastField.current ? (element?.selectionStart ?? value.length) : value.length;
    const end = lastField.current ? (element?.selectionEnd ?? value.length) : value.length;
    setForm({ ...form, [field]: value.slice(0, start) + token + value.slice(end) });
    // Back in the field with the cursor after the placeholder, ready to type on.
    lastField.current = field;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  /** The saved values and version become the card's, and the form shows them. */
  function adopt(values: FormState, version: number) {
    setSaved(values);
    setForm(values);
    setSavedVersion(version);
  }

  /**
   * After a stale reset the owner kept the saved version: its texts are the card's, and the owner's
   * other unsaved edits (the switch, the days) stay; a field they had not touched shows the saved one.
   */
  function adoptTexts(values: FormState, version: number) {
    const started = saved;
    setForm((current) => ({
      ...values,
      enabled: current.enabled === started.enabled ? values.enabled : current.enabled,
      days: current.days === started.days ? values.days : current.days,
    }));
    setSaved(values);
    setSavedVersion(version);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (problem) {
      notify.error(problem.message);
      return;
    }
    try {
      answered.current = null;
      const outcome = await versioned.save(form, { version: savedVersion, values: saved });
      if (outcome.status === 'discarded') adopt(outcome.values, outcome.version);
      // Written by the save (perhaps a merged retry): what the server answered.
      const done = answered.current as FollowUpCard_TextsFragment | null;
      if (outcome.status !== 'saved' || !done) return;
      adopt(formOf(done), done.version);
      notify.success(`${followUp.label}: ${form.enabled ? 'on' : 'off'}.`, FOLLOW_UP_MESSAGES.saved);
    } catch (failure) {
      setServerError({ field: errorField(failure), message: errorMessage(failure, 'Failed to save the follow-up') });
      notify.error(errorMessage(failure, 'Failed to save the follow-up'));
    }
  }

  async function onReset() {
    try {
      answered.current = null;
      const defaults = { ...saved, subject: followUp.defaultSubject, body: followUp.defaultBody };
      const outcome = await versionedReset.save(defaults, { version: savedVersion, values: saved });
      if (outcome.status === 'discarded') adoptTexts(outcome.values, outcome.version);
      const done = answered.current as FollowUpCard_TextsFragment | null;
      if (outcome.status !== 'saved' || !done) return;
      const after = formOf(done);
      setSavedVersion(done.version);
      setSaved(after);
      // Unsaved changes to the switch or the days stay in the form; the texts are what was saved.
      setForm((current) => ({ ...current, subject: after.subject, body: after.body }));
      const isDefault = after.subject === followUp.defaultSubject && after.body === followUp.defaultBody;
      if (isDefault) notify.success(`${followUp.label}: the default subject and message are back.`, FOLLOW_UP_MESSAGES.reset);
      else notify.success(`${followUp.label}: ${after.enabled ? 'on' : 'off'}.`, FOLLOW_UP_MESSAGES.saved);
    } catch (failure) {
      notify.error(errorMessage(failure, 'Failed to reset the follow-up'));
    }
  }

  const headingId = `follow-up-${followUp.kind}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <form onSubmit={onSubmit} noValidate>
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Group gap="xs">
              <Title order={2} size="h4" id={headingId}>
                {followUp.label}
              </Title>
              <Badge variant="light" color={saved.enabled ? 'willow' : 'gray'}>
                {saved.enabled ? 'On' : 'Off'}
              </Badge>
              {dirty && (
                <Badge variant="light" color="gold">
                  Unsaved changes
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              {followUp.description}
            </Text>
            <Text size="sm" mt={2}>
              <Text span fw={600}>
                Sent to:
              </Text>{' '}
              {followUp.sentTo}
            </Text>
          </div>
          <Switch
            // Its card (a region named after the follow-up) says which one; the visible label is the name.
            label="Send this follow-up"
            checked={form.enabled}
            onChange={(event) => {
              const enabled = event.currentTarget.checked;
              setForm((current) => ({ ...current, enabled }));
            }}
          />
        </Group>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="md">
          <Stack gap="sm">
            {followUp.defaultDays !== null && (
              <NumberInput
                label="Days after the quote was sent"
                description={`Whole days, ${FOLLOW_UP_LIMITS.daysMin} to ${FOLLOW_UP_LIMITS.daysMax}.`}
                min={FOLLOW_UP_LIMITS.daysMin}
                max={FOLLOW_UP_LIMITS.daysMax}
                allowDecimal={false}
                allowNegative={false}
                value={form.days ?? ''}
                onChange={(value) => setForm((current) => ({ ...current, days: typeof value === 'number' ? value : null }))}
                error={fieldError('days')}
                maw={260}
              />
            )}
            <TextInput
              ref={subjectRef}
              label="Subject"
              required
              maxLength={FOLLOW_UP_LIMITS.subjectMax}
              value={form.subject}
              onFocus={() => (lastField.current = 'subject')}
              onChange={(event) => {
                const subject = event.currentTarget.value;
                setForm((current) => ({ ...current, subject }));
              }}
              error={fieldError('subject')}
            />
            <Textarea
              ref={bodyRef}
              label="Message"
              description="Plain text; a blank line starts a new paragraph."
              required
              autosize
              minRows={6}
              maxRows={16}
              maxLength={FOLLOW_UP_LIMITS.bodyMax}
              value={form.body}
              onFocus={() => (lastField.current = 'body')}
              onChange={(event) => {
                const body = event.currentTarget.value;
                setForm((current) => ({ ...current, body }));
              }}
              error={fieldError('body')}
            />
            <PlaceholderButtons headingId={headingId} placeholders={followUp.placeholders} onInsert={insertPlaceholder} />
          </Stack>

          <FollowUpPreview label={followUp.label} data={previewData} />
        </SimpleGrid>

        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" leftSection={<IconRestore size={16} aria-hidden />} onClick={onReset} loading={resetting} disabled={saving}>
            Reset to default
          </Button>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={saving} disabled={!dirty || resetting}>
            Save
          </Button>
        </Group>
      </form>
      {versioned.conflictView}
      {versionedReset.conflictView}
    </Card>
  );
});
