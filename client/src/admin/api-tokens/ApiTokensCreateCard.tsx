import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Group, NativeSelect, Radio, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { API_AREAS, API_AREA_LABELS, API_TOKEN_EXPIRY_PRESETS, API_TOKEN_MAX_DAYS, API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_SCOPES_EMPTY, apiTokenExpiryProblem, apiTokenNameProblem, type ApiArea, type ApiTokenScope } from '../../../../shared/api-tokens.ts';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { FormCard } from '../forms/FormCard.tsx';
import { problemsOnly, userErrorsOf } from '../forms/submit.ts';

/*
 * The new-token form: a name, read-only or not, the areas the token may reach (every area, or
 * some, each read or read-and-write) and when it expires (never, a preset, or the end of a chosen
 * day). The server checks the same rules (shared/api-tokens.ts) and answers every bad field at once.
 */

const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      apiToken {
        id
        name
      }
      userErrors {
        field
        message
      }
    }
  }
`);

type AreaAccess = 'NONE' | 'READ' | 'WRITE';
const NO_AREAS = Object.fromEntries(API_AREAS.map((area) => [area, 'NONE'])) as Record<ApiArea, AreaAccess>;
const ACCESS_OPTIONS = [
  { value: 'NONE', label: 'No access' },
  { value: 'READ', label: 'Read' },
  { value: 'WRITE', label: 'Read and change' },
];
const EXPIRY_OPTIONS = [
  { value: 'NEVER', label: 'Never (until revoked)' },
  ...API_TOKEN_EXPIRY_PRESETS.map((days) => ({ value: String(days), label: days === 365 ? 'In a year' : `In ${days} days` })),
  { value: 'DATE', label: 'At the end of a day I choose' },
];

/** The instant a choice of expiry means, null for never (and for a date not chosen yet). */
function expiryOf(choice: string, day: Date | null, now: Date): Date | null {
  if (choice === 'NEVER') return null;
  if (choice === 'DATE') return day ? new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999) : null;
  return new Date(now.getTime() + Number(choice) * 86_400_000);
}

const pickedDay = (value: unknown): Date | null => {
  if (!value) return null;
  // DatePickerInput answers yyyy-MM-dd; read it as that day in the admin's own time zone.
  const [year, month, day] = String(value).slice(0, 10).split('-').map(Number);
  return year && month && day ? new Date(year, month - 1, day) : null;
};

type TokenForm = { name: string; readOnly: boolean; reach: 'ALL' | 'SOME'; areas: Record<ApiArea, AreaAccess>; expiry: string; day: Date | null };

const scopesOf = ({ reach, areas }: TokenForm): ApiTokenScope[] | null =>
  reach === 'ALL' ? null : API_AREAS.flatMap((area) => (areas[area] === 'NONE' ? [] : [`${area}_${areas[area]}` as ApiTokenScope]));

/** Every problem with the form at once, by the shared rules the server applies too. */
function tokenProblems(values: TokenForm, now: Date) {
  const scopes = scopesOf(values);
  const expiresAt = expiryOf(values.expiry, values.day, now);
  return problemsOnly({
    name: apiTokenNameProblem(values.name),
    scopes: scopes && scopes.length === 0 ? API_TOKEN_SCOPES_EMPTY : null,
    expiresAt: values.expiry === 'DATE' && !values.day ? 'Choose the day the token stops working.' : expiresAt ? apiTokenExpiryProblem(expiresAt, now) : null,
  });
}

export function ApiTokensCreateCard({ onCreated }: { onCreated: (token: { name: string; secret: string }) => void }) {
  const form = useForm<TokenForm>({
    initialValues: { name: '', readOnly: false, reach: 'ALL', areas: NO_AREAS, expiry: 'NEVER', day: null },
    validate: (values) => tokenProblems(values, new Date()),
  });
  const [create, { loading }] = useMutation(CreateApiTokenMutation, { refetchQueries: ['ApiTokens'], awaitRefetchQueries: true });

  const onSubmit = form.onSubmit(async (values) => {
    const expiresAt = expiryOf(values.expiry, values.day, new Date());
    try {
      const result = await create({ variables: { input: { name: values.name.trim(), readOnly: values.readOnly, scopes: scopesOf(values), expiresAt: expiresAt?.toISOString() ?? null } } });
      const payload = result.data?.createApiToken;
      if (payload?.userErrors.length) {
        form.setErrors(userErrorsOf(payload.userErrors, 'name'));
        return;
      }
      if (!payload?.apiToken || !payload.secret) return;
      onCreated({ name: payload.apiToken.name, secret: payload.secret });
      form.reset();
      notify.success('Copy the token now: it will not be shown again.', 'API Token Created');
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  });

  const { expiry, reach, areas, day } = form.values;
  const today = new Date();
  const lastDay = new Date(today.getFullYear(), today.getMonth(), today.getDate() + API_TOKEN_MAX_DAYS - 1);
  return (
    <FormCard label="Create an API token" heading="New token" onSubmit={onSubmit}>
      <Group align="flex-start" gap="md">
        <TextInput
          label="Name"
          description="What will use it, such as Booking export script"
          maxLength={API_TOKEN_NAME_MAX_LENGTH}
          style={{ flex: '1 1 260px' }}
          {...form.getInputProps('name')}
        />
        <NativeSelect
          label="Expires"
          description="It stops working then; you can revoke it any time"
          data={EXPIRY_OPTIONS}
          value={expiry}
          onChange={(event) => form.setFieldValue('expiry', event.currentTarget.value)}
          error={expiry === 'DATE' ? undefined : form.errors.expiresAt}
          style={{ flex: '1 1 220px' }}
        />
        {expiry === 'DATE' && (
          <DatePickerInput
            label="Last day it works"
            description="It expires at the end of this day"
            placeholder="Pick a day"
            valueFormat="MMMM D, YYYY"
            minDate={today}
            maxDate={lastDay}
            value={day}
            onChange={(value) => form.setFieldValue('day', pickedDay(value))}
            error={form.errors.expiresAt}
            style={{ flex: '1 1 200px' }}
          />
        )}
      </Group>
      <Checkbox label="Read-only (no changes)" {...form.getInputProps('readOnly', { type: 'checkbox' })} />
      <Radio.Group label="Areas it may reach" value={reach} onChange={(value) => form.setFieldValue('reach', value as 'ALL' | 'SOME')} error={reach === 'ALL' ? undefined : form.errors.scopes}>
        <Group mt="xs" gap="lg">
          <Radio value="ALL" label="Every area, as you" />
          <Radio value="SOME" label="Only the areas I choose" />
        </Group>
      </Radio.Group>
      {reach === 'SOME' && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" role="group" aria-label="Access per area">
          {API_AREAS.map((area) => (
            <NativeSelect
              key={area}
              label={API_AREA_LABELS[area]}
              data={ACCESS_OPTIONS}
              value={areas[area]}
              onChange={(event) => {
                form.setFieldValue('areas', { ...areas, [area]: event.currentTarget.value as AreaAccess });
                form.clearFieldError('scopes');
              }}
            />
          ))}
        </SimpleGrid>
      )}
      {reach === 'SOME' && (
        <Text size="xs" c="dimmed">
          Lookups across every area (node, nodes, tombstones, saved versions) need a token that reaches every area.
        </Text>
      )}
      <Group>
        <Button type="submit" loading={loading} leftSection={<IconKey size={16} aria-hidden />}>
          Create token
        </Button>
      </Group>
    </FormCard>
  );
}
