import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Group, Paper, Skeleton, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { graphql } from '../../gql';
import type { FollowUpKind, PreviewFollowUpQuery } from '../../gql/graphql';

/* The parts of a follow-up card beside its form: the placeholders to insert and the live preview. */

const PREVIEW_FOLLOW_UP = graphql(`
  query PreviewFollowUp($input: PreviewFollowUpInput!) {
    previewFollowUp(input: $input) {
      subject
      text
      problem
    }
  }
`);

/** The preview of what the texts being typed send, with sample values (asked once typing pauses); the last one stays while the next loads. */
export function useFollowUpPreview(kind: FollowUpKind, form: { subject: string; body: string }): PreviewFollowUpQuery | undefined {
  const [texts] = useDebouncedValue({ subject: form.subject, body: form.body }, 300);
  const preview = useQuery(PREVIEW_FOLLOW_UP, { variables: { input: { kind, ...texts } } });
  return preview.data ?? preview.previousData;
}

/** The placeholders of a follow-up, each a button that inserts it where the cursor is. */
export function PlaceholderButtons({ headingId, placeholders, onInsert }: { headingId: string; placeholders: readonly { name: string; description: string }[]; onInsert(name: string): void }) {
  return (
    <div>
      <Text size="sm" fw={500} id={`${headingId}-placeholders`}>
        Placeholders
      </Text>
      <Text size="xs" c="dimmed">
        Click one to insert it where the cursor is in the subject or message.
      </Text>
      <Group gap={6} mt={6} role="group" aria-labelledby={`${headingId}-placeholders`}>
        {placeholders.map((placeholder) => (
          <Tooltip key={placeholder.name} label={placeholder.description} multiline maw={280} withArrow>
            <Button
              size="compact-xs"
              variant="light"
              color="gray"
              ff="monospace"
              // Keeps the cursor where it is in the field until the placeholder goes in.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(placeholder.name)}
              aria-description={placeholder.description}
            >
              {`{{${placeholder.name}}}`}
            </Button>
          </Tooltip>
        ))}
      </Group>
    </div>
  );
}

/** What the follow-up sends, with sample values, or the problem that stops it from being sent. */
export function FollowUpPreview({ label, data: previewData }: { label: string; data: PreviewFollowUpQuery | undefined }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" role="region" aria-label={`Preview of "${label}"`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Preview with sample values
      </Text>
      {previewData?.previewFollowUp.problem ? (
        <Alert color="red" mt="sm" icon={<IconAlertCircle aria-hidden />}>
          {previewData.previewFollowUp.problem}
        </Alert>
      ) : previewData ? (
        <Box mt="sm">
          <Text fw={600} data-testid="preview-subject">
            {previewData.previewFollowUp.subject}
          </Text>
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="preview-text">
            {previewData.previewFollowUp.text}
          </Text>
        </Box>
      ) : (
        <Skeleton h={120} mt="sm" />
      )}
    </Paper>
  );
}
