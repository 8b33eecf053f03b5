import { createElement, lazy, type ComponentType } from 'react';

/** A component whose code loads when first rendered, or earlier by preload(). */
export type OnDemand = ComponentType & { preload: () => Promise<unknown> };

/**
 * A component whose code (and the libraries it brings) loads on demand. Once loaded it renders at
 * once: a page the server rendered preloads it before hydrating (see `preload` on its route), so it
 * hydrates with the rest of the page instead of waiting behind a spinner-free boundary, where a click
 * would meet a page not yet alive.
 */
export function onDemand(load: () => Promise<ComponentType>): OnDemand {
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
  return Object.assign(Component, { preload });
}

/** What a route may carry: the code to load before a server-rendered page of it hydrates. */
export interface RouteHandle {
  preload?: () => Promise<unknown>;
}
