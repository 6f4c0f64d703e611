import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TableRow {
  key: string;
  /** The row's header cell: a month, a type, a region, a registration type. */
  label: string;
  cells: readonly string[];
}

/**
 * One series as a real table for every reader (screen readers included): a caption naming the
 * series and the period, column headers, and a header cell per row; numbers aligned to the end.
 */
export function StatisticsTable({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: ReactNode;
  /** The row header's column, then the number columns. */
  columns: readonly string[];
  rows: readonly TableRow[];
  testId: string;
}) {
  const [first, ...numbers] = columns;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mt="0" mb="2" px="3" pt="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{first}</Table.ColumnHeader>
            {numbers.map((column) => (
              <Table.ColumnHeader key={column} scope="col" textAlign="end">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key} data-key={row.key}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {row.label}
              </Table.Cell>
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row are its columns, in order.
                <Table.Cell key={i} textAlign="end" fontVariantNumeric="tabular-nums">
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
