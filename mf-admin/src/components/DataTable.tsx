import type { ReactNode } from 'react';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
}

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

/**
 * A back-office list: a table from tablet width up, a stack of cards on phones (each value beside its
 * column's name), so nothing scrolls sideways at 320 px.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, rowLink, rowLabel, labelHeader }: DataTableProps<Row>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const title = (row: Row) =>
    rowLink && rowLabel ? (
      <Typography component={RouterLink} to={rowLink(row)} sx={{ fontWeight: 600, color: 'primary.main' }}>
        {rowLabel(row)}
      </Typography>
    ) : null;

  if (phone) {
    return (
      <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 2 }}>
            {title(row)}
            <Box component="dl" sx={{ m: 0, mt: rowLink ? 1 : 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
              {columns.map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {column.cell(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {rowLink && rowLabel ? <TableCell scope="col">{labelHeader}</TableCell> : null}
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} scope="col">
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {rowLink && rowLabel ? <TableCell>{title(row)}</TableCell> : null}
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
