// The shell's Node bundle: the server requires it and calls loadRenderer(). The import is the
// asynchronous boundary Module Federation needs before shared modules are used; every module the
// shell shares is loaded before the first render (server-remotes.ts: loadSharedModules).
export const loadRenderer = async () => {
  const [renderer, remotes] = await Promise.all([import('./render-page'), import('./server-remotes')]);
  await remotes.loadSharedModules();
  return renderer;
};
