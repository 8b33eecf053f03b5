import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Properties that a browser the site runs in (its code is ES2022: Safari 15.4 and later, and Chrome,
 * Edge and Firefox of the same years) still reads only with the -webkit- prefix: Safari's.
 */
const WEBKIT_ONLY = new Set(['user-select', 'backdrop-filter', 'box-decoration-break', 'hyphens', 'text-size-adjust']);

/**
 * Writes the -webkit- copy of those properties, and no other prefix. Emotion's default prefixer also
 * writes the -ms- and -moz- forms and the 2009 flexbox syntax, which none of those browsers reads:
 * a quarter of the CSS every page carried.
 */
export const webkitWhereNeeded: StylisPlugin = (element) => {
  if (element.type === 'decl' && typeof element.props === 'string' && WEBKIT_ONLY.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** The style cache of a render: the server makes one per request, the browser one for the page. */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [webkitWhereNeeded] });
}

/**
 * The attribute of the style element that carries a server-rendered page's own styles: the cache's key,
 * then the ids of the styles it holds, as emotion writes its own (`data-emotion`).
 */
const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';

/** Styles a server render used, as emotion's server extracts them: one set per cache key. */
export interface RenderedStyles {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The style elements a server-rendered page carries. The global styles go as emotion writes them, for
 * its `Global` component to take over in the browser. The page's own styles (the style cache's key)
 * go under an attribute of ours: a style cache takes over the sheets it finds by moving each to the end
 * of the head, and moving the page's sheet (70 KB on the catalogue) made the browser take its rules in
 * again, ~20 ms of a phone's start-up; the browser's cache learns the ids instead (`browserStyleCache`)
 * and the element stays where it is.
 */
export function renderedStyleElements(styles: RenderedStyles[], cacheKey: string): string {
  return styles
    .map(({ key, ids, css }) => {
      const attribute = key === cacheKey ? PAGE_STYLES_ATTRIBUTE : 'data-emotion';
      return `<style ${attribute}="${key} ${ids.join(' ')}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    })
    .join('');
}

let browserCache: EmotionCache | undefined;

/**
 * The browser's style cache. It knows the styles the server sent with the page (renderedStyleElements)
 * as inserted, so hydration compiles none of them again.
 */
export function browserStyleCache(): EmotionCache {
  if (browserCache) return browserCache;
  const cache = createStyleCache();
  for (const element of document.querySelectorAll(`style[${PAGE_STYLES_ATTRIBUTE}]`)) {
    const [key, ...ids] = (element.getAttribute(PAGE_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const id of ids) cache.inserted[id] = true;
  }
  browserCache = cache;
  return cache;
}
