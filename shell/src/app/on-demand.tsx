import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code loads when first rendered, or earlier by preload(). `chunk` names the chunk
 * its code is built into (the import's webpackChunkName): the shell's build lists that chunk's scripts
 * (first-load.json), which the server hints with a page that renders the component.
 */
export type OnDemand = ComponentType & { preload: () => Promise<unknown>; chunk: string };

/**
 * How long a failed load stands: React renders a failed component again at once, which would try
 * again for as long as the network is down; a render later than this (the visitor coming back to the
 * page) loads it again.
 */
export const RETRY_AFTER_MS = 1_000;

/**
 * A component whose code (and the libraries it brings) loads on demand. Once loaded it renders at
 * once: a page the server rendered preloads it before hydrating (see `preload` on its route), so it
 * hydrates with the rest of the page instead of waiting behind a spinner-free boundary, where a click
 * would meet a page not yet alive. A load that failed (the network dropped) shows where it happened
 * (the route's error page) and is not kept for good, as React's lazy keeps it: see RETRY_AFTER_MS.
 */
export function onDemand(chunk: string, load: () => Promise<ComponentType>): OnDemand {
  let loaded: ComponentType | undefined;
  let failedAt: number | undefined;
  const preload = () =>
    load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        failedAt = Date.now();
        throw error;
      },
    );
  const lazyComponent = () => lazy(() => preload().then((component) => ({ default: component })));
  let Lazy = lazyComponent();
  function Component() {
    if (failedAt !== undefined && Date.now() - failedAt >= RETRY_AFTER_MS) {
      failedAt = undefined;
      Lazy = lazyComponent();
    }
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
