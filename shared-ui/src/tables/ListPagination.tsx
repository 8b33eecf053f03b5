import TablePagination from '@mui/material/TablePagination';
import { usePaginationLabels } from 'shared-ui';

interface ListPaginationProps {
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** The pages of a list (an account's orders, invoices or bonus history; a back-office list), a fixed number of rows each, in the page's language. */
export function ListPagination({ count, page, pageSize, onPageChange }: ListPaginationProps) {
  const labels = usePaginationLabels();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_event, next) => onPageChange(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      {...labels}
    />
  );
}
