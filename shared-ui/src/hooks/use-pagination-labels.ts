import { useMemo } from 'react';
import type { TablePaginationProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type PaginationLabels = Pick<TablePaginationProps, 'labelDisplayedRows' | 'labelRowsPerPage' | 'getItemAriaLabel'>;

/** A paged table's texts in the current language ('1–4 of 4', rows per page, the page buttons' names): MUI's own are English. */
export function usePaginationLabels(): PaginationLabels {
  const { t, i18n } = useTranslation('common');
  return useMemo(
    () => ({
      labelDisplayedRows: ({ from, to, count }) => t('pagination.displayedRows', { from, to, total: count }),
      labelRowsPerPage: t('pagination.rowsPerPage'),
      getItemAriaLabel: (type) => t(`pagination.${type}Page`),
    }),
    // The texts change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}
