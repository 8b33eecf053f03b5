import TablePagination from '@mui/material/TablePagination';
import { usePaginationLabels } from 'shared-ui';

interface ListPaginationProps {
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** The pages of an account list (orders, invoices, bonus history), a fixed number of rows each, in the page's language. */
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
