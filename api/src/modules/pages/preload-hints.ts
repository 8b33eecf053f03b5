import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from 'shared-api/page-head';
import { componentsShown } from './components-shown';

/** A script the page will need (one of the bundler's classic chunks), for the browser to fetch before its scripts discover it. */
export interface PreloadHint {
  href: string;
  as: 'script';
  /** The remote whose script it is (written as data-remote). */
  remote?: string;
  /**
   * Fetched into the cache (rel=prefetch) rather than preloaded: a remote module's chunks
   * (remote-hints.ts). When the runtime then loads one, V8 compiles it as it streams in from the
   * cache; a preloaded script was compiled on the main thread when it ran (the catalogue's and a
   * service page's longest task at start-up grew from about 70 to 105–150 ms, 4× slower CPU).
   */
  prefetch?: boolean;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The shell's scripts as its build lists them (first-load.json, read from the chunk graph): those its
 * start-up loads after main.js; those each MUI component shared by path loads beyond them, by the
 * component's shared key ('@mui/material/OutlinedInput'), and the components each one draws from its
 * own files (`parts`: TextField's InputLabel); and those each chunk of its on-demand code loads beyond
 * them, by the chunk's name ('RegisterPage').
 */
export interface ShellScripts {
  startup: PreloadHint[];
  byPath: Record<string, PreloadHint[]>;
  parts: Record<string, string[]>;
  onDemand: Record<string, PreloadHint[]>;
}

/** A build without its first-load.json: no hints. */
export const NO_SHELL_SCRIPTS: ShellScripts = { startup: [], byPath: {}, parts: {}, onDemand: {} };

const asScripts = (value: unknown): PreloadHint[] => strings(value).map((href) => ({ href, as: 'script' as const }));

/** Each key's strings, of an object whose values list them ({} for anything else). */
const stringsByKey = (value: unknown): Record<string, string[]> =>
  value !== null && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, items]) => [key, strings(items)])) : {};

/** Each key's scripts, of an object whose values list files ({} for anything else). */
const scriptsByKey = (value: unknown): Record<string, PreloadHint[]> =>
  Object.fromEntries(Object.entries(stringsByKey(value)).map(([key, files]) => [key, asScripts(files)]));

/** The shell's scripts; none when the shell is not built or the file cannot be read. */
export function shellScripts(shellDir: string): ShellScripts {
  try {
    const { scripts, byPath, parts, onDemand } = JSON.parse(fs.readFileSync(path.join(shellDir, 'first-load.json'), 'utf8')) as Record<string, unknown>;
    return { startup: asScripts(scripts), byPath: scriptsByKey(byPath), parts: stringsByKey(parts), onDemand: scriptsByKey(onDemand) };
  } catch {
    return NO_SHELL_SCRIPTS;
  }
}

/**
 * The scripts of the MUI components shared by path that a rendered page shows on their own (not as
 * a part of another: components-shown.ts); the browser would otherwise find them only once the
 * remote's module that uses them ran.
 */
function componentScripts({ byPath, parts }: ShellScripts, html: string): PreloadHint[] {
  const shown = componentsShown(html, parts);
  return Object.entries(byPath).flatMap(([key, scripts]) => (shown.has(key) ? scripts : []));
}

/**
 * The hints as <link rel="preload"> (or rel="prefetch") tags, each address once. Scripts are fetched
 * early but with low priority, as the deferred main.js is: the page is painted from its HTML, which
 * they must not slow.
 */
export function preloadLinks(hints: readonly PreloadHint[]): string {
  const seen = new Set<string>();
  return hints
    .filter(({ href }) => !seen.has(href) && seen.add(href))
    .map(({ href, as, remote, prefetch }) => {
      const rel = prefetch ? `rel="prefetch" as="${as}" href="${escapeHtml(href)}"` : `rel="preload" as="${as}" href="${escapeHtml(href)}" fetchpriority="low"`;
      return `<link ${rel}${remote ? ` data-remote="${escapeHtml(remote)}"` : ''}>`;
    })
    .join('\n    ');
}

/** What the server rendered: the page's markup, what it hydrates from, and the shell's on-demand chunks it used. */
export interface RenderedForHints {
  html?: string;
  onDemand?: readonly string[];
}

/**
 * Everything a server-rendered page needs before it hydrates, beyond main.js: the shell's start-up
 * scripts, those of its on-demand code the page rendered (a sign-in page's form and the form
 * libraries), the scripts of the remote modules it holds (each remote's entry, and the module's own
 * chunks to prefetch: remote-hints.ts) and those of the components shared by path it shows.
 */
export function pageHints(shell: ShellScripts, { html = '', onDemand = [] }: RenderedForHints = {}, remoteScripts: readonly PreloadHint[] = []): PreloadHint[] {
  const onDemandScripts = onDemand.flatMap((chunk) => (Object.hasOwn(shell.onDemand, chunk) ? shell.onDemand[chunk]! : []));
  return [...shell.startup, ...onDemandScripts, ...remoteScripts, ...componentScripts(shell, html)];
}
