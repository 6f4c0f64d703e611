import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TableRow {
  key: string;
  /** The row's header cell: a month, a type, a region, a registration type. */
  label: string;
  cells: readonly string[];
}

/**
 * The body's rows and cells as the table recipe (size `sm`, variant `line`) draws Chakra's `Table.Row`
 * and `Table.Cell`, given once by the table rather than computed for every cell: each Chakra cell
 * works out its own styles as it renders (its recipe, its props, Emotion's serialization), 36 times
 * for a year's months, in the stage that renders the page's first section (decision 109). The same
 * pixels; the header keeps Chakra's parts.
 */
const bodyStyles = {
  '& tbody tr': { bg: 'bg' },
  '& tbody :is(th, td)': {
    textAlign: 'start',
    alignItems: 'center',
    borderBottomWidth: '1px',
    px: '2',
    py: '2',
  },
  '& tbody th': { fontWeight: 'normal' },
  '& tbody td': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
} as const;

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
      <Table.Root size="sm" data-testid={testId} css={bodyStyles}>
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
            <tr key={row.key} data-key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row are its columns, in order.
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
