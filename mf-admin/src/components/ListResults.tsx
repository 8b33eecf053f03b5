import type { ReactNode } from 'react';
import type { Page } from 'shared-api';
import { ListPagination } from 'shared-ui/tables';
import { PAGE_SIZE } from '../hooks/use-list-params';
import { LoadFailed, Loading, NoRows } from './States';

interface ListResultsProps<Row> {
  /** A list query's state, as RTK Query gives it. */
  result: { data?: Page<Row>; error?: unknown; isLoading: boolean; isFetching: boolean };
  /** What an empty page says. */
  empty: string;
  page: number;
  onPageChange: (page: number) => void;
  children: (rows: Row[]) => ReactNode;
}

/** A list page's rows: loading, a failure, "nothing here", or the rows and their pages. */
export function ListResults<Row>({ result, empty, page, onPageChange, children }: ListResultsProps<Row>) {
  const { data, error, isLoading, isFetching } = result;
  if (isLoading) return <Loading />;
  if (error) return <LoadFailed error={error} />;
  if (!data) return null;
  return (
    <div aria-busy={isFetching}>
      {data.items.length === 0 ? <NoRows text={empty} /> : children(data.items)}
      <ListPagination count={data.pagination.total} page={page} pageSize={PAGE_SIZE} onPageChange={onPageChange} />
    </div>
  );
}
