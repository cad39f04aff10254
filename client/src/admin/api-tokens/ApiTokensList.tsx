import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Group, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { API_AREAS, type ApiTokenScope } from '../../../../shared/api-tokens.ts';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { TableHead } from '../content-kit/TableHead.tsx';

/*
 * The admin's tokens: what each may reach (every area or its scopes, read-only or not), when it
 * expires, when it was made and last used, and its Revoke button.
 */

const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      revokedTokenId
    }
  }
`);

export type TokenEntry = {
  id: string;
  name: string;
  readOnly: boolean;
  scopes?: readonly ApiTokenScope[] | null;
  expiresAt?: string | null;
  createdAt: string;
  lastUsedAt?: string | null;
};

const areaName = (area: string) => area.charAt(0) + area.slice(1).toLowerCase();

/** One badge per area a scoped token reaches ("Inquiries: read"), in the screen's area order. */
function scopeBadges(token: TokenEntry): { label: string; write: boolean }[] {
  if (!token.scopes) return [{ label: token.readOnly ? 'Read-only, every area' : 'Full admin', write: !token.readOnly }];
  return API_AREAS.flatMap((area) => {
    const write = token.scopes!.includes(`${area}_WRITE`) && !token.readOnly;
    if (!write && !token.scopes!.includes(`${area}_READ`) && !token.scopes!.includes(`${area}_WRITE`)) return [];
    return [{ label: `${areaName(area)}: ${write ? 'read and change' : 'read'}`, write }];
  });
}

export function ApiTokensList({ tokens }: { tokens: TokenEntry[] }) {
  const [revoke, { loading }] = useMutation(RevokeApiTokenMutation, { refetchQueries: ['ApiTokens'], awaitRefetchQueries: true });

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
  const now = Date.now();
  return (
    <Card withBorder radius="md" padding="lg">
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label="Your API tokens" verticalSpacing="sm">
          <TableHead columns={['Name', 'Access', 'Expires', 'Created', 'Last used']} />
          <Table.Tbody>
            {tokens.map((token) => {
              const expired = token.expiresAt != null && new Date(token.expiresAt).getTime() <= now;
              return (
                <Table.Tr key={token.id}>
                  <Table.Td fw={600}>{token.name}</Table.Td>
                  <Table.Td miw={230}>
                    <Group gap={4}>
                      {token.scopes && token.readOnly && (
                        <Badge variant="light" color="gray">
                          Read-only
                        </Badge>
                      )}
                      {scopeBadges(token).map((badge) => (
                        <Badge key={badge.label} variant="light" color={badge.write ? 'gold' : 'gray'} tt="none">
                          {badge.label}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {expired ? (
                      <Badge variant="light" color="red">
                        Expired {formatDateTime(token.expiresAt!)}
                      </Badge>
                    ) : token.expiresAt ? (
                      formatDateTime(token.expiresAt)
                    ) : (
                      'Does not expire'
                    )}
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
              );
            })}
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
