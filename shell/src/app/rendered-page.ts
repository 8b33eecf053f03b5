import type { RenderedTexts } from 'shared-i18n';
import type { RootState } from 'shared-api';
import type { RemoteRegistry } from '../remotes/registry';

/** The id of the script element that carries a server-rendered page's data to the browser. */
export const RENDERED_PAGE_ID = 'gp-rendered-page';

/** What the server rendered a page with: the browser hydrates from exactly this. */
export interface RenderedPage {
  /** The store state (the query cache with the page's data, the session still unknown). */
  state: RootState;
  /** The language and the translations the page used. */
  texts: RenderedTexts;
  /** The remote modules the page rendered, loaded before hydration. */
  modules: string[];
  /** The remotes' entries the server used: the browser must load the same versions. */
  registry: RemoteRegistry;
}

/** The rendered page's data, or null for a page the server did not render (then the browser renders). */
export function readRenderedPage(doc: Document = document): RenderedPage | null {
  const element = doc.getElementById(RENDERED_PAGE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as RenderedPage;
  } catch {
    return null;
  }
}
