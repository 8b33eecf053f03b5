import fs from 'node:fs';
import path from 'node:path';
import { assertChromiumInstalled } from './chromium';
import { startMailbox } from './mailbox';
import { deadPort, openSeededDatabase, startSite, startSiteProcess } from './servers';

/**
 * Serves the production build three ways: as deployed, on a seeded database in this process; and, each
 * in a process of its own with its own database, with the catalogue's registry entry pointing at a
 * dead URL and with access tokens that live 5 seconds. (The server renderer and the registry are one
 * per process and per database, as in production: sites sharing either would see each other's remotes.)
 * Mail goes to a real SMTP server the tests read. Tests find the addresses in the environment.
 */
export default async function globalSetup() {
  const shellIndex = path.join(__dirname, '../../shell/dist/index.html');
  if (!fs.existsSync(shellIndex)) throw new Error('No production build: run "npm run build" before the e2e tests.');
  assertChromiumInstalled();

  const mailbox = await startMailbox();
  const { database, dataDir } = await openSeededDatabase();
  const mail = { SMTP_URL: mailbox.smtpUrl };
  const deadCatalogue = `http://127.0.0.1:${await deadPort()}/remotes/catalogue/mf-manifest.json`;
  const [site, brokenCatalogue, shortTokens] = await Promise.all([
    startSite(database, dataDir, mail),
    startSiteProcess({ ...mail, REMOTES: JSON.stringify({ catalogue: deadCatalogue }) }),
    startSiteProcess({ ...mail, ACCESS_TOKEN_TTL: '5' }),
  ]);
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_BROKEN_CATALOGUE_URL = brokenCatalogue.url;
  process.env.E2E_SHORT_TOKENS_URL = shortTokens.url;
  process.env.E2E_MAILBOX_URL = mailbox.readUrl;

  return async () => {
    await Promise.all([site.close(), brokenCatalogue.close(), shortTokens.close()]);
    await database.close();
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
