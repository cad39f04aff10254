import { Button, Code, CopyButton, Group } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A secret the server shows only once (an API token, a webhook's signing secret), with a Copy button. */
export function OneTimeSecret({ value, label }: { value: string; label: string }) {
  return (
    <Group gap="xs" mt="xs" wrap="nowrap">
      <Code style={{ wordBreak: 'break-all' }} aria-label={label}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" onClick={copy} leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
