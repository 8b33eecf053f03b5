import type { ReactNode } from 'react';
import { Box, Paper, Typography, useMediaQuery, useTheme, type Breakpoint } from '@mui/material';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface Column<Row> {
  key: string;
  /** The column's name. */
  header: string;
  /** The column holds the row's actions (e.g. a download button): its name is for screen readers only, and on a phone the actions close the card. */
  actions?: boolean;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
}

interface DataTableProps<Row> {
  /** What the table lists, read out by screen readers (the table's and the list's name). */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The column that names a row (e.g. its number): on a phone, its value heads the row's card. */
  titleColumn?: string;
  /** Below which breakpoint the rows are cards: phones (sm) unless the table needs more room than a tablet gives it. */
  stackBelow?: Breakpoint;
}

/** Read out, not shown: the actions column's name. */
const SCREEN_READERS_ONLY = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

/**
 * A list of records: a table from 600 px up (or the `stackBelow` breakpoint), a stack of cards below,
 * each value beside its column's name, so nothing scrolls sideways at 320 px. Should a table still be
 * wider than its place, it scrolls inside its own box, never the page.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, titleColumn, stackBelow = 'sm' }: DataTableProps<Row>) {
  const theme = useTheme();
  const stacked = useMediaQuery(theme.breakpoints.down(stackBelow), { noSsr: true });

  if (stacked) {
    const title = columns.find((column) => column.key === titleColumn);
    const fields = columns.filter((column) => column !== title && !column.actions);
    const actions = columns.filter((column) => column !== title && column.actions);
    return (
      <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 2 }}>
            {title && <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>{title.cell(row)}</Typography>}
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, alignItems: 'center' }}>
              {fields.map((column) => {
                const value = column.cell(row);
                if (isEmpty(value)) return null;
                return (
                  <Box key={column.key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {value}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
            {actions.map((column) => (
              <Box key={column.key} sx={{ mt: 1 }}>
                {column.cell(row)}
              </Box>
            ))}
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
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} scope="col">
                {column.actions ? (
                  <Box component="span" sx={SCREEN_READERS_ONLY}>
                    {column.header}
                  </Box>
                ) : (
                  column.header
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
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
