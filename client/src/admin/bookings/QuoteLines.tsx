import { ActionIcon, Autocomplete, Button, Group, NumberInput, Select, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { QuoteLineKind } from '../../gql/graphql.ts';
import { ADDITIONAL_SERVICES, formatCents, lineAmountCents, QUOTE_LINE_KIND_LABELS } from '../../../../shared/quotes.ts';
import { centsOf } from './money-ui.tsx';

const KIND_OPTIONS = (Object.keys(QUOTE_LINE_KIND_LABELS) as (keyof typeof QUOTE_LINE_KIND_LABELS)[]).map((kind) => ({ value: kind.toUpperCase(), label: QUOTE_LINE_KIND_LABELS[kind] }));

/** A quote line as typed: numbers are '' until something is entered. */
export interface LineDraft {
  kind: QuoteLineKind;
  description: string;
  quantity: number | string;
  unitPrice: number | string;
}

/**
 * The quote's lines: kind, description (an extra suggests the additional services), quantity, unit
 * price and the amount as the server computes it (venue hire times the date's premium), and the
 * buttons that add a per-guest item, an extra or a custom line.
 */
export function QuoteLines({
  lines,
  multiplier,
  guestCount,
  onLine,
  onAdd,
  onRemove,
}: {
  lines: LineDraft[];
  multiplier: number;
  guestCount: number;
  onLine(index: number, change: Partial<LineDraft>): void;
  onAdd(line: LineDraft): void;
  onRemove(index: number): void;
}) {
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th w={90}>Qty</Table.Th>
              <Table.Th w={130}>Unit price ($)</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  <Select aria-label={`Line ${index + 1} kind`} data={KIND_OPTIONS} value={line.kind} allowDeselect={false} onChange={(value) => value && onLine(index, { kind: value as QuoteLineKind })} />
                </Table.Td>
                <Table.Td>
                  {line.kind === 'EXTRA' ? (
                    <Autocomplete aria-label={`Line ${index + 1} description`} data={ADDITIONAL_SERVICES.map((service) => service.title)} value={line.description} onChange={(value) => onLine(index, { description: value })} />
                  ) : (
                    <TextInput aria-label={`Line ${index + 1} description`} value={line.description} onChange={(event) => onLine(index, { description: event.currentTarget.value })} />
                  )}
                </Table.Td>
                <Table.Td>
                  <NumberInput aria-label={`Line ${index + 1} quantity`} min={1} allowDecimal={false} value={line.quantity} onChange={(value) => onLine(index, { quantity: value })} />
                </Table.Td>
                <Table.Td>
                  <NumberInput aria-label={`Line ${index + 1} unit price`} min={0} decimalScale={2} thousandSeparator="," value={line.unitPrice} onChange={(value) => onLine(index, { unitPrice: value })} />
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formatCents(lineAmountCents({ quantity: Number(line.quantity) || 0, unitAmountCents: centsOf(line.unitPrice) || 0, multiplier: line.kind === 'VENUE_HIRE' ? multiplier : 1 }))}</Text>
                  {line.kind === 'VENUE_HIRE' && multiplier !== 1 && (
                    <Text size="xs" c="dimmed">
                      ×{multiplier} premium
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove line ${index + 1}`} onClick={() => onRemove(index)}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="xs">
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onAdd({ kind: 'PER_GUEST', description: 'Per guest', quantity: guestCount, unitPrice: '' })}>
          Add per-guest item
        </Button>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onAdd({ kind: 'EXTRA', description: '', quantity: 1, unitPrice: '' })}>
          Add extra
        </Button>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onAdd({ kind: 'CUSTOM', description: '', quantity: 1, unitPrice: '' })}>
          Add custom line
        </Button>
      </Group>
    </>
  );
}
