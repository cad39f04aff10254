import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, NumberInput, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import type { TermsSectionQuery } from '../../gql/graphql.ts';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { bookingTermsProblem, TERMS_LIMITS, TERMS_MESSAGES } from '../../../../shared/terms.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';

/*
 * Terms & Policies: the venue's own rules for bookings (shared/terms.ts), checked here with the
 * server's own messages: how late a payment may be before it is overdue, and the terms every quote
 * page shows.
 */

const TERMS_QUERY = graphql(`
  query TermsSection {
    bookingTerms {
      paymentGraceDays
      quoteTerms
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
        updatedAt
      }
    }
  }
`);

export default function TermsSection() {
  const { data } = useQuery(TERMS_QUERY);
  if (!data) return <Skeleton h={320} radius="lg" />;
  return <TermsForm key={data.bookingTerms.updatedAt ?? 'defaults'} terms={data.bookingTerms} />;
}

function TermsForm({ terms }: { terms: TermsSectionQuery['bookingTerms'] }) {
  const [graceDays, setGraceDays] = useState<number | string>(terms.paymentGraceDays);
  const [quoteTerms, setQuoteTerms] = useState(terms.quoteTerms);
  const [errors, setErrors] = useState<Partial<Record<'paymentGraceDays' | 'quoteTerms', string>>>({});
  const [save, { loading }] = useMutation(UPDATE_TERMS);
  const dirty = String(graceDays) !== String(terms.paymentGraceDays) || quoteTerms !== terms.quoteTerms;
  useUnsavedChanges(dirty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { paymentGraceDays: graceDays === '' ? Number.NaN : Number(graceDays), quoteTerms };
    const problem = bookingTermsProblem(input);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return;
    }
    setErrors({});
    try {
      await save({ variables: { input } });
      notify.success(TERMS_MESSAGES.saved);
    } catch (error) {
      const field = errorField(error);
      if (field === 'paymentGraceDays' || field === 'quoteTerms') setErrors({ [field]: errorMessage(error) });
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
