import { htmlLangOf } from 'shared-api/src/contracts';
import { headElements, type PageHead } from 'shared-api/src/site/page-head';

/**
 * The shell's HTML with the page's own head: <html lang> in BCP 47, and its title, description,
 * canonical, alternates, OpenGraph, robots and structured data in place of the shell's generic ones.
 */
export function pageDocument(shellHtml: string, head: PageHead, origin: string): string {
  return shellHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLangOf(head.lang)}"`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => `${headElements(head, origin)}\n    <link rel="manifest" href="/manifest.webmanifest">`);
}
