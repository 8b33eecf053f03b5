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

let browserCache: EmotionCache | undefined;

/** The browser's style cache: it takes over the styles the server sent with the page. */
export function browserStyleCache(): EmotionCache {
  return (browserCache ??= createStyleCache());
}
