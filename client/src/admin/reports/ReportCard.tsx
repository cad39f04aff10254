import { Button, Group, Paper, SegmentedControl, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { useState, type ReactNode } from 'react';
import { csvName, downloadCsv } from '../bookings/booking-ui.tsx';

/** The charts are pictures of the Table view's figures: no keyboard stop of their own (the table is the accessible form). */
export const NOT_FOCUSABLE = { accessibilityLayer: false } as const;

/** One figure of the report: its chart or its table (the accessible form), and its CSV download. */
export function ReportCard({
  title,
  chart,
  header,
  rows,
  csvRows,
  csvFile,
  csvHeader = header,
  footer,
  empty = false,
  emptyText = 'No bookings in this range.',
}: {
  title: string;
  chart: ReactNode;
  header: string[];
  /** The CSV's header when it differs from the table's (a unit the cells leave out). */
  csvHeader?: string[];
  footer?: ReactNode;
  rows: string[][];
  csvRows: (string | number)[][];
  csvFile: string;
  empty?: boolean;
  emptyText?: string;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = `report-${csvFile.split('-')[0]}`;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={3} size="h4" id={headingId}>
          {title}
        </Title>
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value as 'chart' | 'table')}
            data={[
              { value: 'chart', label: 'Chart' },
              { value: 'table', label: 'Table' },
            ]}
            aria-label={`${title}: view`}
          />
          <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => downloadCsv(csvName(csvFile), stringify([csvHeader, ...csvRows]))}>
            CSV
          </Button>
        </Group>
      </Group>
      {empty ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : view === 'chart' ? (
        <div aria-hidden>{chart}</div>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {header.map((cell) => (
                  <Table.Th key={cell}>{cell}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row[0]}>
                  {row.map((cell, index) => (
                    <Table.Td key={index}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {footer}
    </Paper>
  );
}
