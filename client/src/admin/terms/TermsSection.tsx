import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, NumberInput, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { TermsForm_TermsFragment } from '../../gql/graphql.ts';
import { useForm } from '@mantine/form';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { bookingTermsProblems, TERMS_LIMITS, TERMS_MESSAGES } from '../../../../shared/terms.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import type { CancellationKeep, CancellationPolicy, KeptAs } from '../../../../shared/cancellation.ts';
import { CancellationPolicyFields } from './CancellationPolicyFields.tsx';
import { cancellationPolicyText } from '../../../../shared/cancellation.ts';
import { useVersionedSave, type VersionedFieldSpec } from '../versions/useVersionedSave.tsx';
import { LIVE_QUERY_CONTEXT, useLiveBookingTerms } from '../shell/live-updates.ts';
import { ScreenTitle } from '../content-kit/ScreenHeader.tsx';

type PolicyView = TermsForm_TermsFragment['cancellationPolicy'];

/** The policy as the shared rules read it (stored values, lower case). */
function policyOf(view: PolicyView): CancellationPolicy {
  const tier = (t: PolicyView['early']) => ({ keep: t.keep.toLowerCase() as CancellationKeep, feeCents: t.feeCents, keptAs: t.keptAs.toLowerCase() as KeptAs });
  return { noticeDays: view.noticeDays, creditValidMonths: view.creditValidMonths, early: tier(view.early), late: tier(view.late) };
}

/** The policy as the API takes it (enum values). */
function policyInput(policy: CancellationPolicy) {
  const tier = (t: CancellationPolicy['early']) => ({ keep: t.keep.toUpperCase() as Uppercase<CancellationKeep>, feeCents: t.feeCents, keptAs: t.keptAs.toUpperCase() as Uppercase<KeptAs> });
  return { noticeDays: policy.noticeDays, creditValidMonths: policy.creditValidMonths, early: tier(policy.early), late: tier(policy.late) };
}

/*
 * Terms & Policies: the venue's own rules for bookings (shared/terms.ts), checked here with the
 * server's own messages: how late a payment may be before it is overdue, the cancellation policy
 * (what the cancel dialog proposes and every quote prints), and the terms every quote page shows.
 */

/** The terms as the form edits them, read by the screen's query and answered by its save alike. */
const TermsFields = graphql(`
  fragment TermsForm_terms on BookingTerms {
    paymentGraceDays
    quoteTerms
    cancellationPolicy {
      noticeDays
      creditValidMonths
      text
      early { keep feeCents keptAs }
      late { keep feeCents keptAs }
    }
    updatedAt
    version
  }
`);

const TERMS_QUERY = graphql(`
  query TermsSection {
    bookingTerms {
      ...TermsForm_terms
    }
  }
`);

const UPDATE_TERMS = graphql(`
  mutation UpdateBookingTerms($input: UpdateBookingTermsInput!) {
    updateBookingTerms(input: $input) {
      bookingTerms {
        ...TermsForm_terms
      }
    }
  }
`);

export default function TermsSection() {
  const { data, error, refetch } = useQuery(TERMS_QUERY, { context: LIVE_QUERY_CONTEXT });
  // Saved in another tab: an untouched form shows it (it is keyed by version); a touched one keeps its base.
  useLiveBookingTerms(() => void refetch());
  return (
    <Stack gap="lg">
      <ScreenTitle title="Terms & Policies">
        Your rules for bookings: when a late payment counts as overdue, what a cancellation keeps and refunds, and the terms every quote shows.
      </ScreenTitle>
      {error && !data ? (
        <Alert color="red" title="Error">
          {errorMessage(error, 'Failed to load the terms')}
        </Alert>
      ) : !data ? (
        <Skeleton h={320} radius="lg" />
      ) : (
        <TermsForm terms={data.bookingTerms} />
      )}
    </Stack>
  );
}

/** What the terms' conflict view compares. */
type TermsValues = { paymentGraceDays: number | string; quoteTerms: string; cancellationPolicy: CancellationPolicy };

const TERMS_FIELDS: VersionedFieldSpec<TermsValues>[] = [
  { key: 'paymentGraceDays', label: 'Grace period (days)', type: 'value', format: (value) => String(value) },
  { key: 'cancellationPolicy', label: 'Cancellation policy', type: 'value', format: (value) => cancellationPolicyText(value as CancellationPolicy) },
  { key: 'quoteTerms', label: 'Quote terms' },
];

/** What the shared rules check: an emptied grace period is no number. */
function termsInput(values: TermsValues) {
  return { paymentGraceDays: values.paymentGraceDays === '' ? Number.NaN : Number(values.paymentGraceDays), quoteTerms: values.quoteTerms, cancellationPolicy: values.cancellationPolicy };
}

function TermsForm(props: { terms: FragmentType<typeof TermsFields> }) {
  const terms = getFragmentData(TermsFields, props.terms);
  const read = (from: TermsForm_TermsFragment) => ({
    version: from.version,
    values: { paymentGraceDays: from.paymentGraceDays, quoteTerms: from.quoteTerms, cancellationPolicy: policyOf(from.cancellationPolicy) } as TermsValues,
  });
  // What the form started from: a save names its version, so a save made meanwhile is never overwritten.
  const [baseVersion, setBaseVersion] = useState(terms.version);
  const form = useForm<TermsValues>({
    initialValues: read(terms).values,
    validate: (values) => Object.fromEntries(bookingTermsProblems(termsInput(values)).map((problem) => [problem.field, problem.message])),
  });
  const [save] = useMutation(UPDATE_TERMS, { refetchQueries: ['TermsSection'] });
  const versioned = useVersionedSave<TermsValues>({
    what: 'booking terms',
    fields: TERMS_FIELDS,
    // The saved values as a stale refusal carries them (the policy as stored: lower-case names).
    fromApi: (current) => ({
      paymentGraceDays: Number(current.paymentGraceDays),
      quoteTerms: String(current.quoteTerms ?? ''),
      cancellationPolicy: current.cancellationPolicy as CancellationPolicy,
    }),
    save: async (values, version) => {
      await save({
        variables: { input: { paymentGraceDays: Number(values.paymentGraceDays), quoteTerms: values.quoteTerms, cancellationPolicy: policyInput(values.cancellationPolicy), version } },
      });
    },
  });
  const loading = versioned.saving;
  const dirty = form.isDirty();
  useUnsavedChanges(dirty);
  const start = (from: { version: number; values: TermsValues }) => {
    setBaseVersion(from.version);
    // The form's start is these values: nothing typed before counts as an edit any more.
    form.setValues(from.values);
    form.resetDirty(from.values);
  };
  // A newer save (this tab's or another's): an untouched form shows it; a touched one keeps its base,
  // so its save is caught as stale and compared. Adjusted while rendering: no frame shows old text.
  if (terms.version > baseVersion && !dirty) start(read(terms));

  const submit = form.onSubmit(async (values) => {
    try {
      const outcome = await versioned.save(termsInput(values), { version: baseVersion, values: form.getInitialValues() });
      if (outcome.status === 'saved') {
        // What was saved is the form's new start (the refetch then brings its version).
        form.resetDirty({ ...values, paymentGraceDays: Number(values.paymentGraceDays) });
        notify.success(TERMS_MESSAGES.saved);
      } else if (outcome.status === 'discarded') start({ version: outcome.version, values: outcome.values });
    } catch (error) {
      const field = errorField(error);
      if (field) form.setErrors({ [field]: errorMessage(error) });
      notify.error(errorMessage(error), 'Terms not saved');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Payments
            </Title>
            <NumberInput
              label="Grace period (days)"
              description="A scheduled payment counts as overdue, and the overdue reminder goes, only this many days after its due date."
              min={0}
              max={TERMS_LIMITS.graceDaysMax}
              allowDecimal={false}
              maw={320}
              {...form.getInputProps('paymentGraceDays')}
            />
          </Stack>
        </Paper>
        <CancellationPolicyFields policy={form.values.cancellationPolicy} onChange={(policy) => form.setFieldValue('cancellationPolicy', policy)} errors={form.errors} />
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Quote terms
            </Title>
            <Textarea
              label="Terms shown on every quote"
              description="Printed under the figures on the client's quote page, with your contact details."
              autosize
              minRows={4}
              maxLength={TERMS_LIMITS.quoteTermsMax}
              {...form.getInputProps('quoteTerms')}
            />
          </Stack>
        </Paper>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {terms.updatedAt ? `Last saved ${new Date(terms.updatedAt).toLocaleString('en-US')}` : 'The defaults apply until you save your own terms.'}
          </Text>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={loading} disabled={!dirty}>
            Save terms
          </Button>
        </Group>
      </Stack>
      {versioned.conflictView}
    </form>
  );
}
