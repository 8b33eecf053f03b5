import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from 'shared-api/page-head';

/** A file the page will need, for the browser to fetch before its scripts discover it. */
export interface PreloadHint {
  href: string;
  /** Scripts are the bundler's classic chunks; a manifest is read with fetch(). */
  as: 'script' | 'fetch';
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The scripts the shell's start-up loads after main.js (first-load.json, written by its build from
 * the chunk graph); none when the shell is not built or the file cannot be read.
 */
export function shellStartupHints(shellDir: string): PreloadHint[] {
  try {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(shellDir, 'first-load.json'), 'utf8')) as { scripts?: unknown };
    return strings(scripts).map((href) => ({ href, as: 'script' }));
  } catch {
    return [];
  }
}

/**
 * The hints as <link rel="preload"> tags, each address once. Scripts are fetched early but with low
 * priority, as the deferred main.js is: the page is painted from its HTML, which they must not slow.
 */
export function preloadLinks(hints: readonly PreloadHint[]): string {
  const seen = new Set<string>();
  return hints
    .filter(({ href }) => !seen.has(href) && seen.add(href))
    .map(({ href, as }) => `<link rel="preload" as="${as}" href="${escapeHtml(href)}"${as === 'fetch' ? ' crossorigin' : ' fetchpriority="low"'}>`)
    .join('\n    ');
}

/**
 * Everything a server-rendered page needs before it hydrates, beyond main.js: the shell's start-up
 * scripts, and the manifest of each remote whose modules it rendered ('catalogue/CataloguePage'), as
 * the page's registry names it. A remote's own scripts are not hinted: in Chromium a script preload
 * that failed answers every later load of that address on the page, so a remote that was down when
 * the page loaded would stay down after the visitor's retry (a failed fetch preload does not stick).
 */
export function pageHints(startup: readonly PreloadHint[], page: { modules: readonly string[]; registry: Readonly<Record<string, string | undefined>> } | undefined): PreloadHint[] {
  const remotes = new Set((page?.modules ?? []).map((id) => id.split('/')[0] ?? ''));
  const manifests = [...remotes].map((remote) => page?.registry[remote]).filter((url): url is string => typeof url === 'string' && url !== '');
  return [...startup, ...manifests.map((href) => ({ href, as: 'fetch' as const }))];
}
