import { Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DataTable as SharedDataTable, type Column } from 'shared-ui/tables';

export type { Column };

interface DataTableProps<Row> {
  /** What the table lists, read out by screen readers. */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Where a row leads, when it opens a page of its own. */
  rowLink?: (row: Row) => string;
  /** The label of a row's link (its number or name). */
  rowLabel?: (row: Row) => string;
  /** The heading of the column holding those links. */
  labelHeader?: string;
}

const LINK_COLUMN = 'row-link';

/**
 * A back-office list: shared-ui's data table (a table from tablet width up, cards on phones), its first
 * column the link to the row's own page, which heads the row's card on a phone.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, rowLink, rowLabel, labelHeader = '' }: DataTableProps<Row>) {
  const linkColumn: Column<Row>[] =
    rowLink && rowLabel
      ? [
          {
            key: LINK_COLUMN,
            header: labelHeader,
            cell: (row) => (
              <Typography component={RouterLink} to={rowLink(row)} sx={{ fontWeight: 600, color: 'primary.main' }}>
                {rowLabel(row)}
              </Typography>
            ),
          },
        ]
      : [];
  return <SharedDataTable caption={caption} columns={[...linkColumn, ...columns]} rows={rows} rowKey={rowKey} titleColumn={rowLink && rowLabel ? LINK_COLUMN : undefined} />;
}
