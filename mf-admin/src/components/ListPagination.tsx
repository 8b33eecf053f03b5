import TablePagination from '@mui/material/TablePagination';
import { usePaginationLabels } from 'shared-ui';
import { PAGE_SIZE } from '../hooks/use-list-params';

/** The pages of a back-office list, PAGE_SIZE rows each, in the page's language. */
export function ListPagination({ count, page, onPageChange }: { count: number; page: number; onPageChange: (page: number) => void }) {
  const labels = usePaginationLabels();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_event, next) => onPageChange(next)}
      rowsPerPage={PAGE_SIZE}
      rowsPerPageOptions={[PAGE_SIZE]}
      {...labels}
    />
  );
}
