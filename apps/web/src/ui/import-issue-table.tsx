import type { StockImportIssue } from '@harvest/domain';
import { Table } from '@mantine/core';
import { ColumnHeads } from './column-heads';

interface ImportIssueTableProps {
  issues: readonly StockImportIssue[];
  /** The region's and table's name. */
  label: string;
  /** The headings: the row, the column, what to correct. */
  columns: [string, string, string];
  /** What an issue of the whole row (no column) says in the column's place. */
  wholeRow: string;
}

/**
 * Every bad row of a CSV import (the stock import, the load upload): its number as the spreadsheet shows it, the
 * column, and what to correct. Scrolls on its own, sideways on a phone too; focusable so a keyboard can scroll it.
 */
export function ImportIssueTable({ issues, label, columns, wholeRow }: ImportIssueTableProps) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ maxHeight: 320, overflow: 'auto' }}>
      <Table striped miw={420} stickyHeader aria-label={label}>
        <ColumnHeads columns={columns} />
        <Table.Tbody>
          {issues.map((issue, index) => (
            <Table.Tr key={`${issue.row}-${issue.field}-${index}`}>
              <Table.Td>{issue.row}</Table.Td>
              <Table.Td>{issue.field || wholeRow}</Table.Td>
              <Table.Td>{issue.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
