// The shell's Node bundle: the server requires it and calls loadRenderer(). The import is the
// asynchronous boundary Module Federation needs before shared modules are used.
export const loadRenderer = () => import('./render-page');
