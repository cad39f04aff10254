import { Table, VisuallyHidden } from '@mantine/core';

/** A table's header row; the last column, holding each row's buttons, is named for screen readers only. */
export function TableHead({ columns, actions = true }: { columns: string[]; actions?: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{column}</Table.Th>
        ))}
        {actions && (
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
