// Dialogs, imported by path ('shared-ui/dialogs'), apart from the rest of shared-ui: MUI's Dialog is
// shared by its path (rspack.base.js: MUI_BY_PATH), and a page that opens none should not load it.
export { ConfirmDialog } from './ConfirmDialog';
