import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Badge, Box, Button, Card, Container, Group, List, Loader, Paper, Stack, Text, ThemeIcon, } from '@mantine/core';
import { IconDatabase, IconEdit, IconInfoCircle, IconPlayerPlay, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql } from '../../gql';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { notify } from '../../lib/notify.ts';
import { useViewer } from '../../lib/viewer.ts';
import { ResultCard, TestResultFields, type TestResult } from './ResultCard.tsx';
import { ScreenTitle } from '../content-kit/ScreenHeader.tsx';

const RunAdminDatabaseTestMutation = graphql(`
  mutation RunAdminDatabaseTest {
    runAdminDatabaseTest {
      result {
        ...AdminTest_result
      }
    }
  }
`);

const RunContentEditingTestMutation = graphql(`
  mutation RunContentEditingTest {
    runContentEditingTest {
      result {
        ...AdminTest_result
      }
    }
  }
`);

type TestKey = 'database' | 'content';

const TESTS: Record<TestKey, { title: string; description: string; passed: string; failed: string; error: string }> = {
  database: {
    title: 'Admin database test',
    description: 'Your role, reads of each content table, an update that is rolled back, the integrity check and the migration version.',
    passed: 'Database Test Passed',
    failed: 'Database Test Failed',
    error: 'Failed to run database test',
  },
  content: {
    title: 'Content editing test',
    description: 'Reads a row of each content table and updates a content section inside a transaction that is rolled back.',
    passed: 'Content Test Passed',
    failed: 'Content Test Failed',
    error: 'Failed to run content test',
  },
};

/**
 * /admin-test: the Admin Database Test (specification sections 2 and 8). Anyone can open it; the
 * server runs the checks only for a signed-in admin and answers everyone else with the
 * specification's message, which this page shows as a FAIL result.
 */
export default function AdminTestPage() {
  useDocumentMeta({ title: 'Admin Database Test' });
  const { viewer, loading: viewerLoading } = useViewer();
  const [runDatabase] = useMutation(RunAdminDatabaseTestMutation);
  const [runContent] = useMutation(RunContentEditingTestMutation);
  const [results, setResults] = useState<Partial<Record<TestKey, TestResult>>>({});
  const [running, setRunning] = useState<TestKey | 'all' | null>(null);

  async function run(key: TestKey): Promise<void> {
    const test = TESTS[key];
    try {
      const response = key === 'database' ? await runDatabase() : await runContent();
      const data = response.data;
      const result = getFragmentData(TestResultFields, data && ('runAdminDatabaseTest' in data ? data.runAdminDatabaseTest.result : data.runContentEditingTest.result));
      if (!result) throw new Error('No result');
      setResults((current) => ({ ...current, [key]: result }));
      if (result.status === 'PASS') notify.success(result.message, test.passed);
      else notify.error(result.message, test.failed);
    } catch {
      notify.error(test.error, 'Test Error');
    }
  }

  async function runOne(key: TestKey) {
    setRunning(key);
    await run(key);
    setRunning(null);
  }

  async function runAll() {
    setRunning('all');
    setResults({});
    await run('database');
    await run('content');
    setRunning(null);
  }

  return (
    <Box mih="100vh" bg="gray.0" py={{ base: 'lg', sm: 48 }}>
      <Container size="md">
        <Stack gap="lg">
          <Anchor component={Link} to="/" size="sm" c="dimmed" w="fit-content">
            ← Back to the website
          </Anchor>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={52} radius="md" color="willow" variant="light" aria-hidden>
              <IconDatabase size={30} />
            </ThemeIcon>
            <ScreenTitle title="Admin Database Test">
              Checks that an admin account can read and update the site's database. The tests change nothing.
            </ScreenTitle>
          </Group>

          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <IconShieldCheck size={22} color="var(--mantine-color-willow-7)" aria-hidden />
                {viewerLoading ? (
                  <Loader size="xs" aria-label="Checking your session" />
                ) : viewer ? (
                  <Text size="sm">
                    Signed in as <strong>{viewer.email}</strong>{' '}
                    <Badge size="sm" variant="light" color={viewer.isAdmin ? 'willow' : 'gold'}>
                      {viewer.role.toLowerCase()}
                    </Badge>
                  </Text>
                ) : (
                  <Text size="sm">
                    Not signed in{' '}
                    <Badge size="sm" variant="light" color="gray">
                      visitor
                    </Badge>
                  </Text>
                )}
              </Group>
              {!viewerLoading && !viewer && (
                <Button component={Link} to="/auth" size="xs" variant="light">
                  Log in
                </Button>
              )}
            </Group>
          </Paper>

          <Alert variant="light" color="willow" icon={<IconInfoCircle aria-hidden />} title="How to use this page">
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>
                Log in with an admin account at{' '}
                <Anchor component={Link} to="/auth" size="sm">
                  /auth
                </Anchor>
                .
              </List.Item>
              <List.Item>Come back to this page and press Run All Tests. Each test shows PASS or FAIL with what it found.</List.Item>
              <List.Item>
                When the tests pass, visit{' '}
                <Anchor component={Link} to="/admin" size="sm">
                  /admin
                </Anchor>{' '}
                to manage the site.
              </List.Item>
            </List>
          </Alert>

          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconDatabase size={16} aria-hidden />}
              onClick={() => void runOne('database')}
              loading={running === 'database'}
              disabled={running !== null}
            >
              Test Admin Database
            </Button>
            <Button
              variant="light"
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={() => void runOne('content')}
              loading={running === 'content'}
              disabled={running !== null}
            >
              Test Content Editing
            </Button>
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={() => void runAll()}
              loading={running === 'all'}
              disabled={running !== null}
            >
              Run All Tests
            </Button>
          </Group>

          <Stack gap="md" aria-live="polite">
            {(Object.keys(TESTS) as TestKey[]).map((key) => {
              const result = results[key];
              return result ? (
                <ResultCard key={key} title={TESTS[key].title} result={result} />
              ) : (
                <Card key={key} withBorder radius="md" padding="md" bg="transparent" style={{ borderStyle: 'dashed' }}>
                  <Text fw={600} c="dimmed">
                    {TESTS[key].title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {running === key || (running === 'all' && !result) ? 'Running…' : `Not run yet. ${TESTS[key].description}`}
                  </Text>
                </Card>
              );
            })}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
