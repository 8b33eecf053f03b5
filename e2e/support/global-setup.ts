import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { deadPort, startSite } from './servers';

/**
 * Serves the production build twice: as deployed, and with the catalogue's registry entry pointing
 * at a dead URL. Tests read the addresses from the environment.
 */
export default async function globalSetup() {
  const shellIndex = path.join(__dirname, '../../shell/dist/index.html');
  if (!fs.existsSync(shellIndex)) throw new Error('No production build: run "npm run build" before the e2e tests.');

  const site = await startSite();
  const deadCatalogue = `http://127.0.0.1:${await deadPort()}/remotes/catalogue/mf-manifest.json`;
  const brokenCatalogue = await startSite({ REMOTES: JSON.stringify({ catalogue: deadCatalogue }) });
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_BROKEN_CATALOGUE_URL = brokenCatalogue.url;

  const servers: FastifyInstance[] = [site.app, brokenCatalogue.app];
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
