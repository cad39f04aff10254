import { useQuery } from '@apollo/client/react';
import { Alert, Code, Skeleton, Stack, Text, } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { useLiveAccount, LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { AllowedOriginsCard } from './AllowedOriginsCard.tsx';
import { ApiTokensCreateCard } from './ApiTokensCreateCard.tsx';
import { ApiTokensList } from './ApiTokensList.tsx';
import { OneTimeSecret } from '../shell/OneTimeSecret.tsx';
import { ScreenTitle } from '../content-kit/ScreenHeader.tsx';

/*
 * Account → API tokens: named personal tokens for scripts and integrations. The secret
 * is shown once, right after creation; the list shows what each may reach, its expiry and its last use. How to use
 * a token is in docs/api.md.
 */

const ApiTokensQuery = graphql(`
  query ApiTokens {
    myApiTokens {
      id
      name
      readOnly
      scopes
      expiresAt
      createdAt
      lastUsedAt
    }
  }
`);


export default function ApiTokensSection() {
  const { data, loading, error, refetch: reload } = useQuery(ApiTokensQuery, { fetchPolicy: 'cache-and-network', context: LIVE_QUERY_CONTEXT });
  // A token created or revoked in another tab of this account shows here too.
  useLiveAccount(() => void reload());
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  return (
    <Stack gap="lg">
      <ScreenTitle title="API Tokens">
        Tokens let scripts and integrations use the site's GraphQL API as you, without your password. Send one as{' '}
        <Code>Authorization: Bearer …</Code>; the guide is docs/api.md.
      </ScreenTitle>
      <ApiTokensCreateCard onCreated={setCreated} />
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
        <ApiTokensList tokens={data?.myApiTokens ?? []} />
      )}
      <AllowedOriginsCard />
    </Stack>
  );
}
