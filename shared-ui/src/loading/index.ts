// Loading placeholders, imported by path ('shared-ui/loading'), apart from the rest of shared-ui: MUI's
// Skeleton is shared by its path (rspack.base.js: MUI_BY_PATH), and a page that shows none should not load it.
export { ServiceCardSkeleton } from '../components/ServiceCardSkeleton';
