import { createContext, type ComponentType } from 'react';

/** An exposed module's default export is the section's component. */
export type RemoteComponentModule = { default: ComponentType };

/**
 * The remote modules a page has loaded, by id ('catalogue/CataloguePage'). The server keeps one per
 * request and lists what it used in the page; the browser loads those before hydrating, so a section
 * the server rendered is rendered at once, not replaced by its spinner.
 */
export class RemoteModules {
  readonly loaded = new Map<string, RemoteComponentModule>();
  private readonly loading = new Map<string, Promise<RemoteComponentModule>>();

  /** One load per module per page (a failed one is not retried within the same page render). */
  load(id: string, loader: () => Promise<RemoteComponentModule>): Promise<RemoteComponentModule> {
    const known = this.loading.get(id);
    if (known) return known;
    const promise = loader().then((module) => {
      this.loaded.set(id, module);
      return module;
    });
    this.loading.set(id, promise);
    return promise;
  }

  /** Forgets a module so that a retry loads it again. */
  forget(id: string): void {
    this.loaded.delete(id);
    this.loading.delete(id);
  }

  ids(): string[] {
    return [...this.loaded.keys()];
  }
}

export const RemoteModulesContext = createContext<RemoteModules | null>(null);
