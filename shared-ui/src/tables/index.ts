// Data tables, imported by path ('shared-ui/tables'), apart from the rest of shared-ui: the account
// area lists its records with them, and a public page should not load them.
export { DataTable, type Column } from './DataTable';
export { ListPagination } from './ListPagination';
