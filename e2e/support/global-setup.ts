import fs from 'node:fs';
import path from 'node:path';
import { deadPort, openSeededDatabase, startSite } from './servers';

/**
 * Serves the production build twice on one seeded database: as deployed, and with the catalogue's
 * registry entry pointing at a dead URL. Tests read the addresses from the environment.
 */
export default async function globalSetup() {
  const shellIndex = path.join(__dirname, '../../shell/dist/index.html');
  if (!fs.existsSync(shellIndex)) throw new Error('No production build: run "npm run build" before the e2e tests.');

  const { database, dataDir } = await openSeededDatabase();
  const site = await startSite(database, dataDir);
  const deadCatalogue = `http://127.0.0.1:${await deadPort()}/remotes/catalogue/mf-manifest.json`;
  const brokenCatalogue = await startSite(database, dataDir, { REMOTES: JSON.stringify({ catalogue: deadCatalogue }) });
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_BROKEN_CATALOGUE_URL = brokenCatalogue.url;

  return async () => {
    await Promise.all([site.app.close(), brokenCatalogue.app.close()]);
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
