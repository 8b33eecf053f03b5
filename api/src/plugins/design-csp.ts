import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Storybook's two pages: the manager (index.html) and the story frame it embeds (iframe.html). */
const PAGES = ['index.html', 'iframe.html'];

/** The text of each inline <script> of a page (a script with a src is 'self'). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '');
}

/**
 * The Content-Security-Policy of the design system's pages. Storybook's pages start with inline scripts
 * (its configuration): those exact scripts are allowed by their hashes, nothing else inline; and the
 * manager frames its story page, so this origin may frame these pages (the site's pages may be framed by none).
 */
export function designContentSecurityPolicy(designDir: string): string {
  const hashes = PAGES.map((page) => path.join(designDir, page))
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => inlineScripts(fs.readFileSync(file, 'utf8')))
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
  ].join('; ');
}
