import { Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A column's header: its label, or its label aligned to the end (amounts, actions); '' for none. */
export type Column = string | { label: string; textAlign: 'end' };

/**
 * The portal's compact table in a bordered frame that scrolls sideways on narrow screens: the
 * column headers, then the rows (`Table.Row`s) given as children. `interactive` highlights the row
 * under the pointer, for rows that lead somewhere.
 */
export function DataTable({
  columns,
  interactive,
  children,
}: {
  columns: readonly Column[];
  interactive?: boolean;
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" interactive={interactive}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <Table.ColumnHeader key={column}>{column || undefined}</Table.ColumnHeader>
              ) : (
                <Table.ColumnHeader key={column.label} textAlign={column.textAlign}>
                  {column.label}
                </Table.ColumnHeader>
              ),
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A second line under a value, in a table cell or a list: small and muted (a date, a kind, a step). */
export function CellNote({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="xs" color="fg.muted">
      {children}
    </Text>
  );
}
