import { Badge, Card, Code, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCircleCheckFilled, IconCircleXFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { AdminTest_ResultFragment, DiagnosticStatus } from '../../gql/graphql.ts';

/** What a test run answers: its verdict, when it ran and each check it made. */
export const TestResultFields = graphql(`
  fragment AdminTest_result on DiagnosticResult {
    status
    message
    details
    ranAt
    checks {
      name
      status
      message
    }
  }
`);

export type TestResult = AdminTest_ResultFragment;

function StatusBadge({ status }: { status: DiagnosticStatus }) {
  const pass = status === 'PASS';
  return (
    <Badge
      size="lg"
      color={pass ? 'willow' : 'red'}
      variant="filled"
      leftSection={pass ? <IconCircleCheckFilled size={14} aria-hidden /> : <IconCircleXFilled size={14} aria-hidden />}
    >
      {status}
    </Badge>
  );
}

const ranAtFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** One test run's verdict, when it ran, each check it made and (on request) the details. */
export function ResultCard({ title, result }: { title: string; result: TestResult }) {
  const [showDetails, setShowDetails] = useState(false);
  const pass = result.status === 'PASS';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      aria-label={`${title}: ${result.status}`}
      style={{ borderLeft: `4px solid var(--mantine-color-${pass ? 'willow-6' : 'red-6'})` }}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Text fw={700}>{title}</Text>
          <Text size="xs" c="dimmed">
            Ran at {ranAtFormat.format(new Date(result.ranAt))}
          </Text>
        </div>
        <StatusBadge status={result.status} />
      </Group>
      <Text mt="sm" fw={500} c={pass ? 'willow.9' : 'red.8'}>
        {result.message}
      </Text>
      {result.checks.length > 0 && (
        <Stack gap={6} mt="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {result.checks.map((check) => (
            <Group key={check.name} component="li" gap="xs" wrap="nowrap" align="flex-start">
              {check.status === 'PASS' ? (
                <IconCircleCheckFilled size={18} color="var(--mantine-color-willow-6)" aria-label="PASS" style={{ flexShrink: 0, marginTop: 2 }} />
              ) : (
                <IconCircleXFilled size={18} color="var(--mantine-color-red-6)" aria-label="FAIL" style={{ flexShrink: 0, marginTop: 2 }} />
              )}
              <Text size="sm">
                <CheckLine name={check.name} message={check.message} />
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {result.details && (
        <>
          <UnstyledButton mt="md" onClick={() => setShowDetails((open) => !open)} aria-expanded={showDetails}>
            <Group gap={4}>
              <Text size="sm" fw={600} c="willow.8">
                {showDetails ? 'Hide details' : 'Show details'}
              </Text>
              <IconChevronDown
                size={16}
                color="var(--mantine-color-willow-8)"
                style={{ transform: showDetails ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
                aria-hidden
              />
            </Group>
          </UnstyledButton>
          <Collapse expanded={showDetails}>
            <Code block mt="xs" style={{ maxHeight: 320, overflow: 'auto' }}>
              {result.details}
            </Code>
          </Collapse>
        </>
      )}
    </Card>
  );
}

/**
 * "Name: message", without saying the name twice when the message already starts with it (the
 * specification's 'User role: {role}. Admin access required.' under the "User role" check).
 */
function CheckLine({ name, message }: { name: string; message: string }) {
  const prefix = `${name}:`;
  if (message.toLowerCase().startsWith(prefix.toLowerCase())) {
    return (
      <>
        <strong>{message.slice(0, prefix.length)}</strong>
        {message.slice(prefix.length)}
      </>
    );
  }
  return (
    <>
      <strong>{prefix}</strong> {message}
    </>
  );
}
