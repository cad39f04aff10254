import { Box, Table, Text } from '@mantine/core';

export interface FieldChange {
  field: string;
  label: string;
  oldValue?: string | null;
  newValue?: string | null;
}

const CLAMP = 400;
const clip = (value: string) => (value.length > CLAMP ? `${value.slice(0, CLAMP)}…` : value);

function Value({ value, kind }: { value: string | null | undefined; kind: 'old' | 'new' }) {
  if (value == null || value === '') {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {value == null ? '—' : '(empty)'}
      </Text>
    );
  }
  return (
    <Box
      px={6}
      py={2}
      style={{
        borderRadius: 4,
        background: kind === 'old' ? 'var(--mantine-color-red-0)' : 'var(--mantine-color-green-0)',
        whiteSpace: 'pre-line',
        wordBreak: 'break-word',
      }}
    >
      <Text size="sm" c={kind === 'old' ? 'red.9' : 'green.9'} td={kind === 'old' ? 'line-through' : undefined}>
        {clip(value)}
      </Text>
    </Box>
  );
}

/** Old → new, field by field: the removed value struck through on red, the new one on green. */
export function ChangeDiff({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={6} horizontalSpacing="sm" withTableBorder withColumnBorders={false} fz="sm" layout="fixed">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={120}>Field</Table.Th>
            <Table.Th>Before</Table.Th>
            <Table.Th>After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {change.label}
                </Text>
              </Table.Td>
              <Table.Td>
                <Value value={change.oldValue} kind="old" />
              </Table.Td>
              <Table.Td>
                <Value value={change.newValue} kind="new" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
