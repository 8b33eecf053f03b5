/**
 * Loads a remote's container (its remoteEntry.js, built by rspack's ModuleFederationPluginV1:
 * rspack.base.js) and the modules it exposes. The container script defines a global named for the
 * remote; it is initialised once with the shell's share scope, so the remote takes React, MUI and the
 * other shared modules from the shell.
 */
export interface Container {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

const containers = new Map<string, Promise<Container>>();

/** Adds the container's script to the page; a script that failed is taken out again, so a retry loads it anew. */
function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`The remote entry ${url} could not be loaded`));
    };
    document.head.append(script);
  });
}

async function startContainer(name: string, url: string): Promise<Container> {
  await loadScript(url);
  const container = (globalThis as unknown as Record<string, Container | undefined>)[name];
  if (!container) throw new Error(`The remote entry ${url} defines no container named ${name}`);
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__['default']);
  return container;
}

/** The remote's container, started once; one that failed to start is tried again on the next call. */
function containerOf(name: string, entry: () => string): Promise<Container> {
  const known = containers.get(name);
  if (known) return known;
  const started = Promise.resolve().then(() => startContainer(name, entry()));
  containers.set(name, started);
  started.catch(() => containers.delete(name));
  return started;
}

/**
 * One exposed module of a remote, e.g. ('catalogue', 'CataloguePage', () => its remoteEntry.js address).
 * The server's build loads it through the server's federation runtime instead (shell/src/server/server-containers.ts).
 */
export async function loadExposed<T>(name: string, module: string, entry: () => string): Promise<T> {
  const container = await containerOf(name, entry);
  const factory = await container.get(`./${module}`);
  return factory() as T;
}
