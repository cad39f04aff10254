import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, Skeleton, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconWorldWww } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { API_ORIGIN_MESSAGES, apiOriginsTextProblem, originLines } from '../../../../shared/api-origins.ts';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { FormCard } from '../forms/FormCard.tsx';
import { LIVE_QUERY_CONTEXT, useLiveApiAllowedOrigins } from '../shell/live-updates.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { useVersionedSave, type VersionedBase, type VersionedFieldSpec } from '../versions/useVersionedSave.tsx';

/*
 * The sites whose pages may call the API with a token (CORS), one origin a line. Cookies are never
 * allowed across sites, so listing a site gives it nothing without a token (docs/api.md). The list
 * is saved whole against the version the card started from: an untouched card follows a list saved
 * in another tab; one holding the owner's edits keeps them, and its save meets the conflict view
 * with the list saved meanwhile beside the owner's.
 */

const AllowedOriginsQuery = graphql(`
  query ApiAllowedOrigins {
    apiAllowedOrigins
    apiAllowedOriginsVersion
  }
`);

const SetAllowedOriginsMutation = graphql(`
  mutation SetApiAllowedOrigins($input: SetApiAllowedOriginsInput!) {
    setApiAllowedOrigins(input: $input) {
      origins
      version
      userErrors {
        field
        message
      }
    }
  }
`);

const HEADING = 'Sites allowed to call the API';

/** The list as the card edits it: one origin a line. */
type OriginsValues = { origins: string };

const ORIGINS_FIELDS: VersionedFieldSpec<OriginsValues>[] = [{ key: 'origins', label: 'Allowed sites' }];

const asText = (origins: readonly string[]): OriginsValues => ({ origins: origins.join('\n') });

export function AllowedOriginsCard() {
  const { data, error, refetch } = useQuery(AllowedOriginsQuery, { fetchPolicy: 'cache-and-network', context: LIVE_QUERY_CONTEXT });
  // Saved in another tab (or by another admin): an untouched list shows it, a touched one keeps its base.
  useLiveApiAllowedOrigins(() => void refetch());
  if (!data) {
    return (
      <Card withBorder radius="md" padding="lg" aria-busy={!error}>
        <Title order={2} size="h4">
          {HEADING}
        </Title>
        {error ? (
          <Alert color="red" mt="sm" title="Error">
            {errorMessage(error, 'Failed to load the allowed sites')}
          </Alert>
        ) : (
          <Skeleton h={96} mt="sm" radius="md" />
        )}
      </Card>
    );
  }
  return <AllowedOriginsForm saved={{ version: data.apiAllowedOriginsVersion, values: asText(data.apiAllowedOrigins) }} />;
}

function AllowedOriginsForm({ saved }: { saved: VersionedBase<OriginsValues> }) {
  // What the form started from: a save names its version, so a list saved meanwhile is never overwritten.
  const [base, setBase] = useState(saved);
  const form = useForm<OriginsValues>({
    initialValues: saved.values,
    validate: { origins: (text) => apiOriginsTextProblem(text) },
  });
  const [save] = useMutation(SetAllowedOriginsMutation);
  // The list as the last save answered it (normalised, sorted): the form's start after that save.
  const answered = useRef<VersionedBase<OriginsValues> | null>(null);
  const versioned = useVersionedSave<OriginsValues>({
    what: 'list of allowed sites',
    fields: ORIGINS_FIELDS,
    fromApi: (current) => asText(Array.isArray(current.origins) ? current.origins.map(String) : []),
    save: async (values, version) => {
      const result = await save({ variables: { input: { origins: originLines(values.origins).map((line) => line.trim()), version } } });
      const payload = result.data?.setApiAllowedOrigins;
      const refusal = payload?.userErrors[0];
      // The server's own check (the same rule as the form's): shown under the list, nothing saved.
      if (refusal) throw new RefusedList(refusal.message);
      if (payload?.origins && typeof payload.version === 'number') answered.current = { version: payload.version, values: asText(payload.origins) };
    },
  });
  const dirty = form.isDirty();
  useUnsavedChanges(dirty);

  const start = (from: VersionedBase<OriginsValues>) => {
    setBase(from);
    // The form's start is this list: nothing typed before counts as an edit any more.
    form.setValues(from.values);
    form.resetDirty(from.values);
  };
  // A newer list (this tab's save or another's): an untouched form shows it; a touched one keeps its
  // base, so its save is caught as stale and compared. Adjusted while rendering: no frame shows old text.
  if (saved.version > base.version && !dirty) start(saved);

  const onSubmit = form.onSubmit(async (values) => {
    answered.current = null;
    try {
      const outcome = await versioned.save(values, base);
      if (outcome.status === 'saved') {
        if (answered.current) start(answered.current);
        notify.success(API_ORIGIN_MESSAGES.saved, 'Allowed Sites Saved');
      } else if (outcome.status === 'discarded') start(outcome.base);
    } catch (failure) {
      if (failure instanceof RefusedList) form.setFieldError('origins', failure.message);
      else notify.error(errorMessage(failure));
    }
  });

  return (
    <FormCard label={HEADING} heading={HEADING} gap="sm" onSubmit={onSubmit}>
      <Text size="sm" c="dimmed">
        A web app on another site (your own booking widget, a CRM) may call the API from the browser with a token when its address is listed here, one a line, such as
        https://app.example.com. Your sign-in never works from another site.
      </Text>
      <Textarea label="Allowed sites" autosize minRows={2} maxRows={8} placeholder="https://app.example.com" {...form.getInputProps('origins')} />
      <Group>
        <Button type="submit" loading={versioned.saving} leftSection={<IconWorldWww size={16} aria-hidden />}>
          Save allowed sites
        </Button>
      </Group>
      {versioned.conflictView}
    </FormCard>
  );
}

/** The server refused the list itself (not a version): its message goes under the list. */
class RefusedList extends Error {}
