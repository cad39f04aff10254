import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Checkbox, Code, Group, Skeleton, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconKey, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { API_TOKEN_NAME_MAX_LENGTH, apiTokenNameProblem } from '../../../../shared/api-tokens.ts';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { useLiveAccount, LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { AllowedOriginsCard } from './AllowedOriginsCard.tsx';
import { OneTimeSecret } from '../shell/OneTimeSecret.tsx';

/*
 * Account → API tokens: named personal tokens for scripts and integrations. The secret
 * is shown once, right after creation; the list shows each token's scope and last use. How to use
 * a token is in docs/api.md.
 */

const ApiTokensQuery = graphql(`
  query ApiTokens {
    myApiTokens {
      id
      name
      readOnly
      createdAt
      lastUsedAt
    }
  }
`);

const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      apiToken {
        id
        name
      }
    }
  }
`);

const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      revokedTokenId
    }
  }
`);

const refetch = { refetchQueries: ['ApiTokens'], awaitRefetchQueries: true };

export default function ApiTokensSection() {
  const { data, loading, error, refetch: reload } = useQuery(ApiTokensQuery, { fetchPolicy: 'cache-and-network', context: LIVE_QUERY_CONTEXT });
  // A token created or revoked in another tab of this account shows here too.
  useLiveAccount(() => void reload());
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          API Tokens
        </Title>
        <Text c="dimmed" mt={4}>
          Tokens let scripts and integrations use the site's GraphQL API as you, without your password. Send one as{' '}
          <Code>Authorization: Bearer …</Code>; the guide is docs/api.md.
        </Text>
      </div>
      <CreateTokenCard onCreated={setCreated} />
      {created && (
        <Alert color="willow" icon={<IconKey aria-hidden />} title={`Token “${created.name}” created`} withCloseButton onClose={() => setCreated(null)}>
          <Text size="sm">Copy it now: it is shown only this once.</Text>
          <OneTimeSecret value={created.secret} label="New token" />
        </Alert>
      )}
      {error && !data ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Error">
          {errorMessage(error, 'Failed to load your API tokens')}
        </Alert>
      ) : loading && !data ? (
        <Skeleton h={160} radius="md" aria-busy="true" />
      ) : (
        <TokenList tokens={data?.myApiTokens ?? []} />
      )}
      <AllowedOriginsCard />
    </Stack>
  );
}

function CreateTokenCard({ onCreated }: { onCreated: (token: { name: string; secret: string }) => void }) {
  const [name, setName] = useState('');
  const [readOnly, setReadOnly] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateApiTokenMutation, refetch);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = apiTokenNameProblem(name);
    setProblem(found);
    if (found) return;
    try {
      const result = await create({ variables: { input: { name: name.trim(), readOnly } } });
      const token = result.data?.createApiToken;
      if (!token?.apiToken || !token.secret) return;
      onCreated({ name: token.apiToken.name, secret: token.secret });
      setName('');
      setReadOnly(false);
      notify.success('Copy the token now: it will not be shown again.', 'API Token Created');
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} aria-label="Create an API token">
      <Title order={2} size="h4">
        New token
      </Title>
      <Group align="flex-end" mt="sm" gap="md">
        <TextInput
          label="Name"
          description="What will use it, such as Booking export script"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={API_TOKEN_NAME_MAX_LENGTH}
          error={problem}
          style={{ flex: '1 1 260px' }}
        />
        <Checkbox label="Read-only (no changes)" checked={readOnly} onChange={(event) => setReadOnly(event.currentTarget.checked)} mb={8} />
        <Button type="submit" loading={loading} leftSection={<IconKey size={16} aria-hidden />}>
          Create token
        </Button>
      </Group>
    </Card>
  );
}

type TokenEntry = { id: string; name: string; readOnly: boolean; createdAt: string; lastUsedAt?: string | null };

function TokenList({ tokens }: { tokens: TokenEntry[] }) {
  const [revoke, { loading }] = useMutation(RevokeApiTokenMutation, refetch);

  async function onRevoke(token: TokenEntry) {
    if (!window.confirm(`Revoke “${token.name}”? Anything using it stops working at once.`)) return;
    try {
      await revoke({ variables: { input: { id: token.id } } });
      notify.success(`“${token.name}” no longer works.`, 'API Token Revoked');
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  }

  if (tokens.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        You have no API tokens.
      </Text>
    );
  }
  return (
    <Card withBorder radius="md" padding="lg">
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Your API tokens" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Access</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td fw={600}>{token.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={token.readOnly ? 'gray' : 'gold'}>
                    {token.readOnly ? 'Read-only' : 'Full admin'}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(token.createdAt)}</Table.Td>
                <Table.Td>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => void onRevoke(token)}
                    disabled={loading}
                    aria-label={`Revoke ${token.name}`}
                  >
                    Revoke
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
function formatDateTime(iso: string) {
  return dateTime.format(new Date(iso));
}
