import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { LanguageCode } from 'shared-api/contracts';

/** What the shell's Node bundle renders (shell/src/server/render-page.tsx). */
export interface PageRender {
  html: string;
  styles: string;
  page: { modules: string[]; registry: Record<string, string> };
  /** The chunks of the shell's on-demand code the page rendered ('RegisterPage'). */
  onDemand?: string[];
}

interface PageRequest {
  url: string;
  lang: LanguageCode;
  origin: string;
  registry: Record<string, string>;
  deadlineMs: number;
  onSectionError: (error: unknown) => void;
}

interface ShellServerBundle {
  loadRenderer(): Promise<{ renderPage(request: PageRequest): Promise<PageRender> }>;
}

/** A page waits at most this long for its data and remotes; what is not ready is sent as spinners. */
export const RENDER_DEADLINE_MS = 3000;

/** How the server reaches itself: the API, translations and remotes' Node bundles it renders with. */
function ownOrigin(app: FastifyInstance): string | undefined {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return undefined;
  const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Renders pages with the shell's Node bundle (built into shell/server-dist by `npm run build`),
 * which loads each remote's Node bundle from the registry the browser uses. When the bundle is
 * missing or a render fails, the answer is null and the page is sent for the browser to render.
 */
export function pageRenderer(app: FastifyInstance, serverDir: string) {
  const entry = path.join(serverDir, 'server.js');
  let renderer: Promise<{ renderPage(request: PageRequest): Promise<PageRender> }> | undefined;

  const load = () => {
    if (!renderer) {
      const bundle = createRequire(entry)(entry) as ShellServerBundle;
      renderer = bundle.loadRenderer();
      renderer.catch(() => (renderer = undefined));
    }
    return renderer;
  };

  return async function render(url: string, lang: LanguageCode): Promise<PageRender | null> {
    const origin = ownOrigin(app);
    if (!origin || !fs.existsSync(entry)) return null;
    const timer = app.metrics.renders.startTimer();
    try {
      const { renderPage } = await load();
      const page = await renderPage({
        url,
        lang,
        origin,
        registry: await app.remoteRegistry.entries(),
        deadlineMs: RENDER_DEADLINE_MS,
        onSectionError: (error) => app.log.warn({ url, reason: error instanceof Error ? error.message.split('\n')[0] : String(error) }, 'A page section was not rendered on the server; the browser will load it'),
      });
      timer({ outcome: 'rendered' });
      return page;
    } catch (error) {
      timer({ outcome: 'failed' });
      app.log.error({ url, err: error }, 'The page could not be rendered on the server; sent for the browser to render');
      return null;
    }
  };
}
