import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';

/** A loopback port that was free a moment ago and that nothing listens on now. */
export async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the production server on a free loopback port over the real builds. */
export async function startSite(env: NodeJS.ProcessEnv = {}): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'warn', ...env }), { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}
