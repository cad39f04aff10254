import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, NumberInput, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import type { TermsSectionQuery } from '../../gql/graphql.ts';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { bookingTermsProblems, TERMS_LIMITS, TERMS_MESSAGES } from '../../../../shared/terms.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import type { CancellationKeep, CancellationPolicy, KeptAs } from '../../../../shared/cancellation.ts';
import { CancellationPolicyFields, type PolicyErrors } from './CancellationPolicyFields.tsx';

type PolicyView = TermsSectionQuery['bookingTerms']['cancellationPolicy'];

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

const TERMS_QUERY = graphql(`
  query TermsSection {
    bookingTerms {
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
    }
  }
`);

const UPDATE_TERMS = graphql(`
  mutation UpdateBookingTerms($input: UpdateBookingTermsInput!) {
    updateBookingTerms(input: $input) {
      bookingTerms {
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
      }
    }
  }
`);

export default function TermsSection() {
  const { data, error } = useQuery(TERMS_QUERY);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Terms &amp; Policies
        </Title>
        <Text c="dimmed" mt={4}>
          Your rules for bookings: when a late payment counts as overdue, what a cancellation keeps and refunds, and the terms every quote shows.
        </Text>
      </div>
      {error && !data ? (
        <Alert color="red" title="Error">
          {errorMessage(error, 'Failed to load the terms')}
        </Alert>
      ) : !data ? (
        <Skeleton h={320} radius="lg" />
      ) : (
        <TermsForm key={data.bookingTerms.updatedAt ?? 'defaults'} terms={data.bookingTerms} />
      )}
    </Stack>
  );
}

function TermsForm({ terms }: { terms: TermsSectionQuery['bookingTerms'] }) {
  const [graceDays, setGraceDays] = useState<number | string>(terms.paymentGraceDays);
  const [quoteTerms, setQuoteTerms] = useState(terms.quoteTerms);
  const [policy, setPolicy] = useState<CancellationPolicy>(() => policyOf(terms.cancellationPolicy));
  const [errors, setErrors] = useState<PolicyErrors>({});
  const [save, { loading }] = useMutation(UPDATE_TERMS);
  const dirty = String(graceDays) !== String(terms.paymentGraceDays) || quoteTerms !== terms.quoteTerms || JSON.stringify(policy) !== JSON.stringify(policyOf(terms.cancellationPolicy));
  useUnsavedChanges(dirty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { paymentGraceDays: graceDays === '' ? Number.NaN : Number(graceDays), quoteTerms, cancellationPolicy: policy };
    const problems = bookingTermsProblems(input);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
      return;
    }
    setErrors({});
    try {
      await save({ variables: { input: { ...input, cancellationPolicy: policyInput(policy) } } });
      notify.success(TERMS_MESSAGES.saved);
    } catch (error) {
      const field = errorField(error);
      if (field) setErrors({ [field]: errorMessage(error) });
      notify.error(errorMessage(error), 'Terms not saved');
    }
  };

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
              value={graceDays}
              onChange={setGraceDays}
              error={errors.paymentGraceDays}
            />
          </Stack>
        </Paper>
        <CancellationPolicyFields policy={policy} onChange={setPolicy} errors={errors} />
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
              value={quoteTerms}
              onChange={(event) => setQuoteTerms(event.currentTarget.value)}
              error={errors.quoteTerms}
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
    </form>
  );
}
