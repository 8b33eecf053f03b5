import { htmlLangOf } from 'shared-api/contracts';
import { headElements, jsonForScript, type PageHead } from 'shared-api/page-head';
import type { PageRender } from './renderer';

/** The id of the script element with the rendered page's data (shell/src/app/rendered-page.ts). */
const RENDERED_PAGE_ID = 'gp-rendered-page';

/**
 * The shell's HTML with the page's own head: <html lang> in BCP 47, and its title, description,
 * canonical, alternates, OpenGraph, robots and structured data in place of the shell's generic ones;
 * preload hints for the scripts it needs (preload-hints.ts); and, when the server rendered it, the
 * page's markup, critical styles and the data it hydrates from.
 */
export function pageDocument(shellHtml: string, head: PageHead, origin: string, rendered: PageRender | null = null, preload = ''): string {
  const document = shellHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLangOf(head.lang)}"`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => `${headElements(head, origin)}\n    <link rel="manifest" href="/manifest.webmanifest">${preload && `\n    ${preload}`}`);
  if (!rendered) return document;
  return document
    .replace('</head>', () => `${rendered.styles}\n  </head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${rendered.html}</div>\n    <script id="${RENDERED_PAGE_ID}" type="application/json">${jsonForScript(rendered.page)}</script>`,
    );
}
