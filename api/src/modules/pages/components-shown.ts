import { Parser } from 'htmlparser2';

const MUI_BY_PATH_KEY = '@mui/material/';
const ROOT_CLASS = /\bMui([A-Z][A-Za-z]*)-root\b/g;

/** The shared keys of the MUI components whose root classes (MuiOutlinedInput-root) a piece of markup carries. */
function rootsIn(text: string): string[] {
  return [...text.matchAll(ROOT_CLASS)].map(([, component]) => `${MUI_BY_PATH_KEY}${component}`);
}

/**
 * The MUI components (by shared key, '@mui/material/OutlinedInput') a rendered page shows on their own:
 * MUI names each component's root element with a class of its own, which the page's HTML carries.
 * A component drawn as a part of another (`parts`: TextField's InputLabel and OutlinedInput, which
 * TextField's own files hold) does not count inside that one's root element; the catalogue's search
 * field, built from an InputLabel and an OutlinedInput, does. The HTML is read element by element
 * only when a component with parts is on the page.
 */
export function componentsShown(html: string, parts: Readonly<Record<string, readonly string[]>>): Set<string> {
  const shown = new Set(rootsIn(html));
  if (![...shown].some((key) => Object.hasOwn(parts, key))) return shown;

  const alone = new Set<string>();
  // For each open element, the parts its components and those around it draw.
  const covered: Array<ReadonlySet<string>> = [new Set()];
  const parser = new Parser(
    {
      onopentag(_name, attributes) {
        const around = covered.at(-1)!;
        const roots = rootsIn(attributes.class ?? '');
        const here = new Set([...around, ...roots.flatMap((key) => (Object.hasOwn(parts, key) ? parts[key]! : []))]);
        for (const key of roots) if (!here.has(key)) alone.add(key);
        covered.push(here.size === around.size ? around : here);
      },
      onclosetag() {
        if (covered.length > 1) covered.pop();
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return alone;
}
