import type { ReactNode } from 'react';
import { Group, NumberInput, Paper, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CANCELLATION_KEEPS, CANCELLATION_LIMITS, cancellationPolicyText, type CancellationKeep, type CancellationPolicy, type CancellationTier, type KeptAs } from '../../../../shared/cancellation.ts';

/*
 * The cancellation policy's fields: the notice period, and for cancelling earlier and within it
 * what is kept (nothing, a fee, the deposit, everything) and whether that is a fee or a credit
 * toward another date. The policy is read back in words as the quote page prints it.
 */

const KEEP_LABELS: Record<CancellationKeep, string> = {
  nothing: 'Nothing: refund everything paid',
  fee: 'A fee, refund the rest',
  deposit: 'The deposit, refund the rest',
  everything: 'Everything paid',
};
const KEEP_OPTIONS = CANCELLATION_KEEPS.map((keep) => ({ value: keep, label: KEEP_LABELS[keep] }));

/** Errors by field path (`cancellationPolicy.early.feeCents`), as the form and the server name them. */
export type PolicyErrors = Record<string, ReactNode>;

function TierFields({ name, label, tier, onChange, errors }: { name: 'early' | 'late'; label: string; tier: CancellationTier; onChange: (tier: CancellationTier) => void; errors: PolicyErrors }) {
  return (
    // A grid item may shrink below its content's width, so long labels wrap on a phone.
    <Stack gap="xs" miw={0}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Select label="The venue keeps" data={KEEP_OPTIONS} value={tier.keep} allowDeselect={false} onChange={(value) => value && onChange({ ...tier, keep: value as CancellationKeep })} error={errors[`cancellationPolicy.${name}.keep`]} />
      {tier.keep === 'fee' && (
        <NumberInput
          label="Fee ($)"
          min={0}
          max={CANCELLATION_LIMITS.feeMaxCents / 100}
          decimalScale={2}
          thousandSeparator=","
          value={tier.feeCents / 100}
          onChange={(value) => onChange({ ...tier, feeCents: Math.round(Number(value || 0) * 100) })}
          error={errors[`cancellationPolicy.${name}.feeCents`]}
        />
      )}
      {tier.keep !== 'nothing' && (
        <Radio.Group label="What is kept is" value={tier.keptAs} onChange={(value) => onChange({ ...tier, keptAs: value as KeptAs })}>
          <Stack gap={6} mt={4}>
            <Radio value="fee" label="A cancellation fee (the venue's)" styles={{ body: { minWidth: 0 }, labelWrapper: { minWidth: 0 } }} />
            <Radio value="credit" label="A credit toward another date (stays the client's)" styles={{ body: { minWidth: 0 }, labelWrapper: { minWidth: 0 } }} />
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}

export function CancellationPolicyFields({ policy, onChange, errors }: { policy: CancellationPolicy; onChange: (policy: CancellationPolicy) => void; errors: PolicyErrors }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Cancellation policy
        </Title>
        <Group grow align="flex-start">
          <NumberInput
            label="Notice period (days before the event)"
            min={0}
            max={CANCELLATION_LIMITS.noticeDaysMax}
            allowDecimal={false}
            value={policy.noticeDays}
            onChange={(value) => onChange({ ...policy, noticeDays: Number(value) })}
            error={errors['cancellationPolicy.noticeDays']}
          />
          <NumberInput
            label="A credit stays valid for (months)"
            min={1}
            max={CANCELLATION_LIMITS.creditValidMonthsMax}
            allowDecimal={false}
            value={policy.creditValidMonths}
            onChange={(value) => onChange({ ...policy, creditValidMonths: Number(value) })}
            error={errors['cancellationPolicy.creditValidMonths']}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TierFields name="early" label={`Cancelled ${policy.noticeDays} days or more before`} tier={policy.early} onChange={(early) => onChange({ ...policy, early })} errors={errors} />
          <TierFields name="late" label={`Cancelled within ${policy.noticeDays} days`} tier={policy.late} onChange={(late) => onChange({ ...policy, late })} errors={errors} />
        </SimpleGrid>
        <Text size="sm" c="dimmed" data-testid="policy-text">
          {cancellationPolicyText(policy)}
        </Text>
      </Stack>
    </Paper>
  );
}
