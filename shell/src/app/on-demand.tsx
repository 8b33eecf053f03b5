import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code loads when first rendered, or earlier by preload(). `chunk` names the chunk
 * its code is built into (the import's webpackChunkName): the shell's build lists that chunk's scripts
 * (first-load.json), which the server hints with a page that renders the component.
 */
export type OnDemand = ComponentType & { preload: () => Promise<unknown>; chunk: string };

/**
 * A component whose code (and the libraries it brings) loads on demand. Once loaded it renders at
 * once: a page the server rendered preloads it before hydrating (see `preload` on its route), so it
 * hydrates with the rest of the page instead of waiting behind a spinner-free boundary, where a click
 * would meet a page not yet alive.
 */
export function onDemand(chunk: string, load: () => Promise<ComponentType>): OnDemand {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component() {
    return createElement(loaded ?? Lazy);
  }
  return Object.assign(Component, { preload, chunk });
}

/** What a route may carry: the code to load before a server-rendered page of it hydrates. */
export interface RouteHandle {
  onDemand?: Pick<OnDemand, 'preload' | 'chunk'>;
}

/** The on-demand code of the routes a location matched (the server hints its chunks, the browser preloads it). */
export function onDemandOf(matches: ReadonlyArray<{ route: { handle?: unknown } }>): Array<Pick<OnDemand, 'preload' | 'chunk'>> {
  return matches.flatMap(({ route }) => (route.handle as RouteHandle | undefined)?.onDemand ?? []);
}
